"""Training the corner-index classifier (needs the `train` extra: torch and onnx).

`python -m vision.training.dataset` renders scenes and cuts labelled
candidate patches; `python -m vision.training.train` fits the network and
exports it to `vision/models/`. Neither runs at recognition or test time.
"""
