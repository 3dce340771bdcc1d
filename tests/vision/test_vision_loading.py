"""Reading photo files: formats told from the bytes, EXIF turns, and each bad file named."""

from __future__ import annotations

import io

import numpy as np
import pytest
from image_files import png_claiming
from PIL import Image, ImageOps

from vision import (
    BlankImageError,
    EmptyFileError,
    ImageTooLargeError,
    ImageTooSmallError,
    NotAnImageError,
    TruncatedImageError,
    load_image,
)
from vision.loading import load_photo, photo_size


def _jpeg(image: Image.Image, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", **options)
    return out.getvalue()


def _gradient(width: int = 120, height: int = 80) -> Image.Image:
    x = np.linspace(0, 255, width, dtype=np.uint8)
    rgb = np.stack([np.tile(x, (height, 1))] * 3, axis=2)
    rgb[: height // 2, :, 0] = 250  # a red band on top, to tell the colour order
    return Image.fromarray(rgb)


def test_a_jpeg_is_read_as_bgr(sample_bytes: dict[str, bytes]) -> None:
    image = load_image(_jpeg(_gradient()))
    assert image.shape == (80, 120, 3) and image.dtype == np.uint8
    assert image[5, 5, 2] > 200 and image[5, 5, 0] < 60  # red lands in the last channel


def test_the_type_comes_from_the_bytes_not_a_name() -> None:
    png = io.BytesIO()
    _gradient().save(png, "PNG")
    assert load_image(png.getvalue()).shape == (80, 120, 3)


def test_exif_orientation_is_applied() -> None:
    picture = _gradient(120, 80)
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90 clockwise to view"
    image = load_image(_jpeg(picture, exif=exif))
    assert image.shape == (120, 80, 3)


def test_an_empty_file_is_named() -> None:
    with pytest.raises(EmptyFileError, match="empty"):
        load_image(b"")


def test_text_is_not_an_image() -> None:
    with pytest.raises(NotAnImageError, match="not a picture"):
        load_image(b"AS 2S 3S: these are cards, not a photo")


def test_a_truncated_jpeg_is_named(sample_bytes: dict[str, bytes]) -> None:
    data = sample_bytes["gin_row_1.jpg"]
    with pytest.raises(TruncatedImageError, match="cut short"):
        load_image(data[: len(data) // 2])


def test_a_jpeg_header_with_garbage_after_it_is_refused() -> None:
    with pytest.raises((NotAnImageError, TruncatedImageError)):
        load_image(b"\xff\xd8\xff\xe0" + b"\x00" * 200)


@pytest.mark.parametrize("side", [9_000, 100_000])
def test_a_decompression_bomb_is_refused_before_decoding(side: int) -> None:
    # A file of a few hundred bytes whose header claims 81 megapixels, or 10 000 (30 GB
    # decoded): refused from the header alone, before any pixel is unpacked.
    with pytest.raises(ImageTooLargeError, match="at most 50 megapixels"):
        load_image(png_claiming(side, side))


def test_the_pixel_limit_can_be_lowered() -> None:
    with pytest.raises(ImageTooLargeError, match="at most 0 megapixels"):
        load_image(_jpeg(_gradient()), max_pixels=5000)


def test_a_one_colour_picture_is_blank() -> None:
    with pytest.raises(BlankImageError, match="blank"):
        load_image(_jpeg(Image.new("RGB", (200, 150), (12, 12, 12))))


def test_a_thumbnail_is_too_small() -> None:
    with pytest.raises(ImageTooSmallError, match="too small"):
        load_image(_jpeg(_gradient(20, 16)))


def test_every_fault_is_a_value_error_with_a_message() -> None:
    for data in (b"", b"hello", png_claiming(100_000, 100_000)):
        with pytest.raises(ValueError) as caught:
            load_image(data)
        assert str(caught.value)


@pytest.mark.parametrize("orientation", range(1, 9))
def test_every_exif_orientation_turns_the_picture_as_pillow_does(orientation: int) -> None:
    rng = np.random.default_rng(orientation)
    picture = Image.fromarray((rng.random((60, 90, 3)) * 255).astype(np.uint8))
    exif = Image.Exif()
    exif[0x0112] = orientation
    data = _jpeg(picture, exif=exif, quality=95)
    expected = np.asarray(ImageOps.exif_transpose(Image.open(io.BytesIO(data))).convert("RGB"))
    assert np.array_equal(load_image(data), expected[:, :, ::-1])


@pytest.mark.parametrize(("reduce_to", "shape"), [
    (0, (1200, 1600, 3)),     # no reduction asked for
    (1280, (1200, 1600, 3)),  # half would be 800 on the long side: under 1280
    (800, (600, 800, 3)),     # half: 800
    (400, (300, 400, 3)),     # a quarter
    (10, (150, 200, 3)),      # an eighth at most
])
def test_a_large_jpeg_is_decoded_at_a_reduced_scale(reduce_to: int, shape: tuple[int, ...]
                                                    ) -> None:
    data = _jpeg(_gradient(1600, 1200), quality=90)
    image = load_image(data, reduce_to=reduce_to)
    assert image.shape == shape
    assert image[5, 5, 2] > 200 and image[5, 5, 0] < 60  # still BGR, still the red band on top


def test_a_reduced_decode_is_turned_upright_too() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    assert load_image(_jpeg(_gradient(1600, 1200), exif=exif), reduce_to=400).shape == (
        400, 300, 3)


def test_other_formats_come_at_full_size() -> None:
    png = io.BytesIO()
    _gradient(1600, 1200).save(png, "PNG")
    assert load_image(png.getvalue(), reduce_to=400).shape == (1200, 1600, 3)


def test_a_truncated_jpeg_is_named_when_reduced_too(sample_bytes: dict[str, bytes]) -> None:
    data = sample_bytes["gin_row_1.jpg"]
    with pytest.raises(TruncatedImageError, match="cut short"):
        load_image(data[: len(data) * 3 // 4], reduce_to=400)


def test_the_size_of_a_photo_comes_from_its_header_upright() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    assert photo_size(_jpeg(_gradient(160, 120))) == (160, 120)
    assert photo_size(_jpeg(_gradient(160, 120), exif=exif)) == (120, 160)


def test_a_photo_decoded_reduced_keeps_its_files_own_upright_size() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6
    turned = _jpeg(_gradient(1600, 1200), exif=exif)
    photo = load_photo(turned, reduce_to=400)
    assert photo.image.shape[:2] == (400, 300)  # a quarter, upright
    assert photo.size == (1200, 1600) == photo_size(turned)
    png = io.BytesIO()
    _gradient(1600, 1200).save(png, "PNG")
    assert load_photo(png.getvalue(), reduce_to=400).size == (1600, 1200)


def test_a_path_instead_of_the_files_bytes_is_named() -> None:
    with pytest.raises(NotAnImageError, match="bytes, not str"):
        load_image("sample_photos/gin_row_1.jpg")  # type: ignore[arg-type]
