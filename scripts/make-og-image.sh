#!/usr/bin/env bash
# Regenerates public/og-image.png (1200x630 social preview) from the brand name in src/shared/brand.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
brand=$(sed -n 's/^export const BRAND_NAME = "\(.*\)";/\1/p' src/shared/brand.ts)
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -loglevel error -y -f lavfi -i "gradients=s=1200x630:c0=0x0f0d1a:c1=0x3a1f6b:x0=0:y0=0:x1=1200:y1=630:d=1" -frames:v 1 \
  -vf "drawtext=fontfile=$font:text='$brand':fontcolor=white:fontsize=110:x=(w-text_w)/2:y=200,drawtext=fontfile=$font:text='UK creators. UGC video for TikTok and Meta.':fontcolor=0xffd6da:fontsize=40:x=(w-text_w)/2:y=360" \
  public/og-image.png
echo "wrote public/og-image.png"
