"""Our PNG writer: Pillow reads back every pixel and colour, the bytes depend only on the image, and what it does
not write itself goes to Pillow's encoder."""

import io

from PIL import Image, ImageChops

from render.core.png import SIGNATURE, palette_png


def palette_image(width: int, height: int, colours: int) -> Image.Image:
    image = Image.new("P", (width, height))
    image.putpalette([channel for n in range(colours) for channel in (n * 7 % 256, n * 13 % 256, 255 - n)])
    image.putdata([(x * 3 + y * 5) % colours for y in range(height) for x in range(width)])
    return image


def test_every_pixel_and_colour_reads_back():
    for width, height, colours in ((1, 1, 2), (17, 5, 3), (300, 211, 256)):
        image = palette_image(width, height, colours)
        data = palette_png(image, 3)
        back = Image.open(io.BytesIO(data))
        back.load()
        assert data.startswith(SIGNATURE) and back.mode == "P" and back.size == image.size
        assert ImageChops.difference(back.convert("RGB"), image.convert("RGB")).getbbox() is None


def test_the_same_image_gives_the_same_bytes_and_another_image_other_bytes():
    image = palette_image(64, 48, 9)
    assert palette_png(image, 3) == palette_png(image.copy(), 3)
    changed = image.copy()
    changed.putpixel((5, 5), (changed.getpixel((5, 5)) + 1) % 9)
    assert palette_png(changed, 3) != palette_png(image, 3)


def test_transparency_goes_to_pillows_encoder():
    image = palette_image(20, 10, 4)
    image.info["transparency"] = 2
    back = Image.open(io.BytesIO(palette_png(image, 3)))
    assert back.info.get("transparency") == 2
