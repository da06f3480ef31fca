#!/usr/bin/env python3
"""Draws a terminal screen captured with `tmux capture-pane -e -p` as a PNG.

The escape sequences are interpreted by pyte (a VT100 emulator); each cell is drawn with
Pillow in DejaVu Sans Mono. Needs `pip install pyte pillow` and the fonts-dejavu-core package.

Usage: render-terminal.py SCREEN.ansi OUTPUT.png --size COLUMNS ROWS [--cursor X Y]
"""
import argparse
import re

import pyte
from PIL import Image, ImageDraw, ImageFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FONT_SIZE = 17
BACKGROUND = (30, 32, 38)
FOREGROUND = (222, 224, 228)
PALETTE = {
    "black": (40, 42, 48), "red": (232, 98, 92), "green": (120, 200, 120),
    "brown": (238, 196, 84), "yellow": (238, 196, 84), "blue": (110, 160, 240),
    "magenta": (200, 130, 220), "cyan": (100, 200, 210), "white": (222, 224, 228),
}


def color(name, default):
    if name == "default":
        return default
    if name in PALETTE:
        return PALETTE[name]
    if re.fullmatch(r"[0-9a-fA-F]{6}", name):
        return tuple(int(name[i:i + 2], 16) for i in (0, 2, 4))
    return default


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("screen")
    parser.add_argument("output")
    parser.add_argument("--size", nargs=2, type=int, required=True)
    parser.add_argument("--cursor", nargs=2, type=int)
    arguments = parser.parse_args()
    columns, rows = arguments.size
    text = open(arguments.screen, encoding="utf-8").read()

    # pyte ignores SGR 2 (faint); the demo draws no italics, so faint is recorded as italics.
    pyte.graphics.TEXT[2] = "+italics"
    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    # One line per row; a newline after the last row would scroll the first one away.
    stream.feed("\r\n".join(text.rstrip("\n").split("\n")))

    regular = ImageFont.truetype(FONT_DIR + "DejaVuSansMono.ttf", FONT_SIZE)
    bold = ImageFont.truetype(FONT_DIR + "DejaVuSansMono-Bold.ttf", FONT_SIZE)
    cell_width = round(regular.getlength("M"))
    ascent, descent = regular.getmetrics()
    cell_height = ascent + descent + 4
    padding = 16
    image = Image.new(
        "RGB", (columns * cell_width + 2 * padding, rows * cell_height + 2 * padding), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for y in range(rows):
        line = screen.buffer[y]
        for x in range(columns):
            cell = line[x]
            foreground = color(cell.fg, FOREGROUND)
            background = color(cell.bg, BACKGROUND)
            if cell.reverse:
                foreground, background = background, foreground
                if background == BACKGROUND:
                    background = FOREGROUND
            if cell.italics and not cell.reverse:
                foreground = tuple((channel + 2 * base) // 3
                                   for channel, base in zip(foreground, BACKGROUND))
            left, top = padding + x * cell_width, padding + y * cell_height
            if background != BACKGROUND:
                draw.rectangle([left, top, left + cell_width - 1, top + cell_height - 1],
                               fill=background)
            if cell.data.strip():
                font = bold if cell.bold else regular
                draw.text((left, top + 2), cell.data, font=font, fill=foreground)
            if cell.underscore:
                draw.line([left, top + cell_height - 3, left + cell_width - 1,
                           top + cell_height - 3], fill=foreground)
    if arguments.cursor:
        x, y = arguments.cursor
        left, top = padding + x * cell_width, padding + y * cell_height
        draw.rectangle([left, top + 2, left + 1, top + cell_height - 3], fill=FOREGROUND)
    image.save(arguments.output, optimize=True)


if __name__ == "__main__":
    main()
