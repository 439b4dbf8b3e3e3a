"""Writes the JPEG layouts JPEGEntropyValidatorTests walks: a 64x48 crop (at 96, 64) of
frames/bookshelf_320x240.ppm encoded by OpenCV (libjpeg-turbo) at quality 85 in each layout.
Run with the peer venv (OpenCV 5.0): /work/.venv-peer/bin/python3 testdata/jpeg/make-fixtures.py"""
import pathlib
import cv2

here = pathlib.Path(__file__).parent
image = cv2.imread(str(here.parent / "frames" / "bookshelf_320x240.ppm"))[64:112, 96:160]
quality = [cv2.IMWRITE_JPEG_QUALITY, 85]
layouts = {
    "s420-restart2.jpg": (image, [cv2.IMWRITE_JPEG_RST_INTERVAL, 2]),
    "s444.jpg": (image, [cv2.IMWRITE_JPEG_SAMPLING_FACTOR, cv2.IMWRITE_JPEG_SAMPLING_FACTOR_444]),
    "s422.jpg": (image, [cv2.IMWRITE_JPEG_SAMPLING_FACTOR, cv2.IMWRITE_JPEG_SAMPLING_FACTOR_422]),
    "grey.jpg": (cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), []),
    "progressive.jpg": (image, [cv2.IMWRITE_JPEG_PROGRESSIVE, 1]),
}
for name, (pixels, options) in layouts.items():
    ok, encoded = cv2.imencode(".jpg", pixels, quality + options)
    assert ok
    (here / name).write_bytes(encoded.tobytes())
