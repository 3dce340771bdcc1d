"""Fit the corner-index network on patches from `vision.training.dataset` and export it.

    python -m vision.training.train DATA_DIR [--epochs 10] [--out vision/models]

Writes `corner_cnn.onnx` (run at recognition time by ONNX Runtime)
and `corner_cnn.json` (the class list and training figures). Needs the
`train` extra (torch, onnx); uses the CPU.

With `--teacher MODEL` the network also learns from another model's reads (distillation):
each patch's target is then its label (smoothed) mixed with the teacher's class
probabilities for it, `--teacher-share` of the latter. A teacher that is several networks
read together (`vision.classifier`, json `members`) passes on their agreement, and their
doubt where they disagree, to one network that costs a single run. `--labels-only FILE`
(repeatable) keeps the teacher out of one patch file's targets (`vision.training.patchfiles`).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from ..candidates import PATCH_H, PATCH_W
from ..classifier import CornerClassifier, normalise
from .labels import BACKGROUND
from .patchfiles import load_patches
from .shapes import jitter_shapes

CLASSES = BACKGROUND + 1


def build_network() -> nn.Module:
    def block(cin: int, cout: int) -> list[nn.Module]:
        return [nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]

    return nn.Sequential(
        *block(3, 12), nn.MaxPool2d(2),
        *block(12, 24), nn.MaxPool2d(2),
        *block(24, 48), nn.MaxPool2d(2),
        *block(48, 48),
        nn.Flatten(),
        nn.Linear(48 * (PATCH_H // 8) * (PATCH_W // 8), 128), nn.ReLU(), nn.Dropout(0.3),
        nn.Linear(128, CLASSES),
    )


def from_onnx(path: Path) -> nn.Module:
    """The network with the weights of an exported model, to fine-tune it.

    Export folds each batch norm into the convolution before it (a weight and a bias), so the
    norm layers are set to pass their input through, shifted by that bias; `freeze_norms`
    keeps them so while training."""
    import onnx
    from onnx import numpy_helper

    weights = {t.name: numpy_helper.to_array(t).copy()
               for t in onnx.load(str(path)).graph.initializer}
    net = build_network()
    folded = [w for name, w in weights.items() if name.startswith("onnx::Conv")]
    convs = [m for m in net.modules() if isinstance(m, nn.Conv2d)]
    norms = [m for m in net.modules() if isinstance(m, nn.BatchNorm2d)]
    with torch.no_grad():
        pairs = list(zip(folded[::2], folded[1::2], strict=True))
        for conv, norm, (weight, bias) in zip(convs, norms, pairs, strict=True):
            conv.weight.copy_(torch.from_numpy(weight))
            assert norm.running_mean is not None and norm.running_var is not None
            norm.running_mean.zero_()
            norm.running_var.fill_(1 - norm.eps)
            norm.weight.fill_(1.0)
            norm.bias.copy_(torch.from_numpy(bias))
        for name, value in weights.items():
            if not name.startswith("onnx::"):
                layer, kind = name.split(".")
                getattr(net.get_submodule(layer), kind).copy_(torch.from_numpy(value))
    return net


def freeze_norms(net: nn.Module) -> None:
    """Batch norms keep their running statistics (for fine-tuning an exported model)."""
    for module in net.modules():
        if isinstance(module, nn.BatchNorm2d):
            module.eval()


def augment(batch: np.ndarray, rng: np.random.Generator, shapes: float = 0.0) -> np.ndarray:
    """Colour casts, exposure, noise and a pixel or two of shift, on uint8 patches; with
    `shapes`, that share of them first jittered in shape (`vision.training.shapes`)."""
    if shapes > 0:
        batch = jitter_shapes(batch, rng, shapes)
    x = batch.astype(np.float32)
    n = len(x)
    x *= rng.uniform(0.75, 1.25, size=(n, 1, 1, 3)).astype(np.float32)
    x += rng.uniform(-30, 30, size=(n, 1, 1, 1)).astype(np.float32)
    x += rng.normal(0, rng.uniform(0, 6), size=x.shape).astype(np.float32)
    dy, dx = rng.integers(-2, 3, size=2)
    x = np.roll(x, (int(dy), int(dx)), axis=(1, 2))
    return x.clip(0, 255).astype(np.uint8)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", type=Path)
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "models")
    parser.add_argument("--threads", type=int, default=1,
                        help="torch threads (1 is fastest on a busy machine)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--checkpoint", type=Path,
                        help="also save the torch weights here after each epoch")
    parser.add_argument("--init", type=Path, help="start from these torch weights (fine-tuning)")
    parser.add_argument("--init-onnx", type=Path,
                        help="start from this exported model (fine-tuning, batch norms frozen)")
    parser.add_argument("--lr", type=float, default=3e-3, help="peak learning rate")
    parser.add_argument("--teacher", type=Path,
                        help="a model (.onnx, with its json) whose reads are learnt too")
    parser.add_argument("--teacher-share", type=float, default=0.5,
                        help="the share of the target that is the teacher's probabilities")
    parser.add_argument("--labels-only", action="append", default=[], metavar="FILE",
                        help="a patch file (e.g. patches_5.npz) whose patches the teacher "
                             "does not teach; repeatable")
    parser.add_argument("--shapes", type=float, default=0.0,
                        help="the share of patches jittered in shape (vision.training.shapes)")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    share = args.teacher_share if args.teacher else 0.0
    x, y, shares = load_patches(args.data, args.labels_only, share)
    keep = y >= 0
    x, y, shares = x[keep], y[keep], shares[keep]
    order = rng.permutation(len(y))
    split = max(1000, len(y) // 20)
    val, train = order[:split], order[split:]
    print(f"{len(train)} training patches, {len(val)} held out; "
          f"{int((y < BACKGROUND).sum())} indices in all", flush=True)
    taught = teacher_probabilities(args.teacher, x) if args.teacher else None
    taught_by = ({"teacher": teacher_record(args.teacher, share, args.labels_only)}
                 if args.teacher else {})
    net = from_onnx(args.init_onnx) if args.init_onnx else build_network()
    if args.init:
        net.load_state_dict(torch.load(args.init))
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    steps = args.epochs * (len(train) // args.batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=max(1, steps))
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05, reduction="none")
    start = time.perf_counter()
    for epoch in range(args.epochs):
        net.train()
        if args.init_onnx:
            freeze_norms(net)
        rng.shuffle(train)
        total = 0.0
        for b in range(len(train) // args.batch):
            idx = train[b * args.batch:(b + 1) * args.batch]
            inputs = torch.from_numpy(normalise(augment(x[idx], rng, args.shapes)))
            scores = net(inputs)
            loss = loss_fn(scores, torch.from_numpy(y[idx]))
            if taught is not None:
                soft = -(torch.from_numpy(taught[idx]) * torch.log_softmax(scores, 1)).sum(1)
                own = torch.from_numpy(shares[idx])
                loss = (1 - own) * loss + own * soft
            loss = loss.mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss.detach())
            if b % 200 == 0:
                print(f"  batch {b}: loss {float(loss.detach()):.4f}, "
                      f"{time.perf_counter() - start:.0f} s", flush=True)
        accuracy, index_accuracy = evaluate(net, x[val], y[val])
        print(f"epoch {epoch + 1}: loss {total / max(1, len(train) // args.batch):.4f}, "
              f"held-out accuracy {accuracy:.4f} (indices {index_accuracy:.4f}), "
              f"{time.perf_counter() - start:.0f} s", flush=True)
        if args.checkpoint:
            torch.save(net.state_dict(), args.checkpoint)
        export(net, args.out, {"held_out_accuracy": accuracy,
                               "held_out_index_accuracy": index_accuracy, "patches": len(y),
                               "epochs": epoch + 1, "seconds": round(time.perf_counter() - start),
                               **({"shapes": args.shapes} if args.shapes else {}),
                               **taught_by})


def teacher_probabilities(model: Path, x: np.ndarray, chunk: int = 8192) -> np.ndarray:
    """The class probabilities (n, 53) that the model `model` reads from each patch of `x`,
    as recognition would (its temperature, and of an ensemble its screen)."""
    teacher = CornerClassifier(model)
    start = time.perf_counter()
    out = np.concatenate([teacher.probabilities(x[s:s + chunk]) for s in range(0, len(x), chunk)])
    print(f"teacher {model.name}: {len(x)} patches read in {time.perf_counter() - start:.0f} s",
          flush=True)
    return np.asarray(out, np.float32)


def teacher_record(model: Path, share: float, labels_only: list[str]) -> dict[str, Any]:
    """What the model's json says of the teacher: its networks' files, their share and the
    patch files it did not teach."""
    info = json.loads(model.with_suffix(".json").read_text())
    return {"networks": [model.name, *info.get("members", [])], "share": share,
            **({"labels_only": labels_only} if labels_only else {})}


def evaluate(net: nn.Module, x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    net.eval()
    preds = []
    with torch.no_grad():
        for s in range(0, len(x), 1024):
            preds.append(net(torch.from_numpy(normalise(x[s:s + 1024]))).argmax(1).numpy())
    pred = np.concatenate(preds)
    index = y < BACKGROUND
    return float((pred == y).mean()), float((pred[index] == y[index]).mean())


def export(net: nn.Module, out: Path, figures: dict[str, Any]) -> None:
    net.eval()
    out.mkdir(parents=True, exist_ok=True)
    torch.onnx.export(net, (torch.zeros(1, 3, PATCH_H, PATCH_W),), str(out / "corner_cnn.onnx"),
                      dynamo=False, input_names=["patch"], output_names=["logits"],
                      dynamic_axes={"patch": {0: "n"}, "logits": {0: "n"}}, opset_version=13)
    info = {"classes": list(range(CLASSES)), "input": [3, PATCH_H, PATCH_W],
            "note": "classes 0..51 are cards by Card.index (suit * 13 + rank - 1); 52 is no index",
            **figures}
    (out / "corner_cnn.json").write_text(json.dumps(info, indent=1) + "\n")
    print(f"wrote {out / 'corner_cnn.onnx'}")


if __name__ == "__main__":
    main()
