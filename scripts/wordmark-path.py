#!/usr/bin/env python3
"""Prints the SVG path data of a logo's wordmark, drawn from Liberation Sans Bold's outlines (fonts-liberation).

The placeholder logos (scripts/make-media.sh) are shown as <img> in the home page's marquee. Each SVG image is a
document of its own, and a <text> in it is font-matched, shaped and painted on the main thread: a 35 ms task on
/ under no throttling (docs/performance.md, "Where the blocking time comes from"). A path paints in a fraction of
that and looks the same on every system. Needs fontTools (`pip install fonttools`).
  python3 scripts/wordmark-path.py "Kettle&amp;Co" [x=46] [baseline=32] [size=22] [letter-spacing=-0.5] [max-width=130]
"""
import html
import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

# Liberation Sans has Arial's metrics: the wordmarks keep the width they had as <text> in Arial.
FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"


def wordmark_path(text, x=46.0, baseline=32.0, size=22.0, spacing=-0.5, max_width=130.0):
    font = TTFont(FONT)
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    metrics = font["hmtx"]
    scale = size / font["head"].unitsPerEm
    names = [cmap[ord(char)] for char in text]
    width = sum(metrics[name][0] * scale + spacing for name in names) - spacing
    squeeze = min(1.0, max_width / width)  # a long name is narrowed to the box, as textLength would
    pen = SVGPathPen(glyphs, ntos=lambda value: f"{value:.1f}".rstrip("0").rstrip("."))
    advance = 0.0
    for name in names:
        glyphs[name].draw(TransformPen(pen, (scale * squeeze, 0, 0, -scale, x + advance * squeeze, baseline)))
        advance += metrics[name][0] * scale + spacing
    return pen.getCommands()


if __name__ == "__main__":
    args = sys.argv[1:]
    print(wordmark_path(html.unescape(args[0]), *map(float, args[1:])))
