#!/usr/bin/env bash
# Generates the placeholder media of the brand landing page into public/media.
# No real footage exists offline (product.md (decided)), so the clips are gradient colour fields with a
# large title, posters are frames of those clips, and logos/portraits/illustrations are hand-written SVG.
# Re-run after changing anything here: bash scripts/make-media.sh
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/public/media"
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
W=540
H=960
SECONDS_PER_CLIP=4

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -f "$FONT_BOLD" ] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

mkdir -p "$OUT/hero" "$OUT/genres" "$OUT/logos" "$OUT/creators" "$OUT/skip" "$OUT/how"

# clip <out-base> <colour0> <colour1> <eyebrow> <title line 1> <title line 2 or ""> <caption> <with-audio 0|1>
clip() {
  local out=$1 c0=$2 c1=$3 eyebrow=$4 line1=$5 line2=$6 caption=$7 audio=$8
  local title_y="(h-th)/2-40"
  local filters="drawtext=fontfile=$FONT_BOLD:text='$eyebrow':fontsize=24:fontcolor=white:x=54:y=74:box=1:boxcolor=black@0.3:boxborderw=14"
  filters+=",drawtext=fontfile=$FONT_BOLD:text='$line1':fontsize=76:fontcolor=white:x=(w-tw)/2:y=$title_y:shadowcolor=black@0.25:shadowx=0:shadowy=4"
  if [ -n "$line2" ]; then
    filters+=",drawtext=fontfile=$FONT_BOLD:text='$line2':fontsize=76:fontcolor=white:x=(w-tw)/2:y=(h-th)/2+50:shadowcolor=black@0.25:shadowx=0:shadowy=4"
  fi
  filters+=",drawbox=x=40:y=ih-220:w=iw-80:h=96:color=white@0.92:t=fill"
  filters+=",drawtext=fontfile=$FONT:text='$caption':fontsize=25:fontcolor=0x14121f:x=64:y=h-184"

  local inputs=(-f lavfi -i "gradients=s=${W}x${H}:c0=$c0:c1=$c1:x0=0:y0=0:x1=$W:y1=$H:speed=0.04:d=$SECONDS_PER_CLIP:r=24")
  local audio_args=(-an)
  if [ "$audio" = 1 ]; then
    # A quiet two-note pad, so the carousel's sound toggle has something to toggle.
    inputs+=(-f lavfi -i "sine=frequency=220:duration=$SECONDS_PER_CLIP" -f lavfi -i "sine=frequency=330:duration=$SECONDS_PER_CLIP")
    audio_args=(-filter_complex "[1:a][2:a]amix=inputs=2,volume=0.12,afade=t=in:d=0.5,afade=t=out:st=$((SECONDS_PER_CLIP - 1)):d=1[a]" -map 0:v -map "[a]" -c:a aac -b:a 32k -ac 1)
  fi

  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -vf "$filters" "${audio_args[@]}" \
    -t "$SECONDS_PER_CLIP" -c:v libx264 -profile:v main -crf 30 -preset slow -pix_fmt yuv420p -movflags +faststart \
    "$out.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$out.mp4" -frames:v 1 -vf "scale=360:640" -c:v libwebp -quality 62 "$out.webp"
}

clip "$OUT/hero/hero-unboxing" 0xd93a45 0x6a4cf0 "UNBOXING" "First" "look" "Worth every penny" 0
clip "$OUT/hero/hero-review" 0x0f766e 0x1e3a8a "REVIEW" "Real" "results" "Two weeks in. Hooked." 0
clip "$OUT/hero/hero-grwm" 0xbe185d 0xf59e0b "GET READY WITH ME" "Morning" "routine" "My 5 minute glow-up" 0

clip "$OUT/genres/b2b" 0x1e3a8a 0x0891b2 "UGC EXAMPLE" "B2B" "" "Saves us 6 hours a week" 1
clip "$OUT/genres/finance" 0x065f46 0x1e3a8a "UGC EXAMPLE" "Finance" "" "I finally stuck to a budget" 1
clip "$OUT/genres/beauty" 0xbe185d 0x7c3aed "UGC EXAMPLE" "Beauty" "" "The serum everyone wants" 1
clip "$OUT/genres/health-wellbeing" 0x047857 0x65a30d "UGC EXAMPLE" "Health &" "Wellbeing" "My 10 minute reset" 1
clip "$OUT/genres/entertainment" 0x6d28d9 0xdb2777 "UGC EXAMPLE" "Enter-" "tainment" "Tonight we are watching" 1
clip "$OUT/genres/food-beverage" 0xc2410c 0xb91c1c "UGC EXAMPLE" "Food &" "Beverage" "Worth the hype? Taste test" 1

# logo <file> <wordmark> <colour> <svg mark drawn in a 36x36 box>; the wordmark is a path, not <text>, so the
# marquee on / paints it off the font machinery (scripts/wordmark-path.py; needs fontTools)
logo() {
  cat >"$OUT/logos/$1.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="$2">
  <g fill="$3">$4</g>
  <path fill="$3" d="$(python3 "$ROOT/scripts/wordmark-path.py" "$2")"/>
</svg>
SVG
}

logo lumora "Lumora" "#3d3a50" '<circle cx="20" cy="24" r="14"/><circle cx="26" cy="18" r="8" fill="#fff"/>'
logo brightfold "Brightfold" "#3d3a50" '<path d="M6 38 20 10l14 28z"/><path d="M14 38 20 26l6 12z" fill="#fff"/>'
logo kettle-and-co "Kettle&amp;Co" "#3d3a50" '<rect x="6" y="14" width="28" height="22" rx="8"/><rect x="14" y="8" width="12" height="5" rx="2"/>'
logo vantrix "Vantrix" "#3d3a50" '<path d="M6 10h8l6 18 6-18h8L24 38h-8z"/>'
logo oakhaven "Oakhaven" "#3d3a50" '<path d="M20 6c9 0 15 7 15 15s-7 13-15 13S5 29 5 21 11 6 20 6z"/><rect x="18" y="30" width="4" height="12" rx="2"/>'
logo pebblebay "Pebblebay" "#3d3a50" '<ellipse cx="14" cy="28" rx="10" ry="8"/><ellipse cx="28" cy="20" rx="8" ry="6"/>'

# portrait <file> <bg top> <bg bottom> <skin> <hair> <top colour> <hair path>
portrait() {
  cat >"$OUT/creators/$1.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="$2"/>
      <stop offset="1" stop-color="$3"/>
    </linearGradient>
  </defs>
  <rect width="360" height="640" fill="url(#bg)"/>
  <circle cx="290" cy="120" r="90" fill="#fff" opacity="0.12"/>
  <circle cx="60" cy="520" r="120" fill="#fff" opacity="0.08"/>
  <path d="M40 640c0-130 60-200 140-200s140 70 140 200z" fill="$6"/>
  <rect x="156" y="360" width="48" height="70" rx="20" fill="$4"/>
  <path d="$7" fill="$5"/>
  <ellipse cx="180" cy="300" rx="74" ry="88" fill="$4"/>
  <path d="M106 280c0-70 34-104 74-104s74 34 74 104c-20-40-50-56-74-56s-54 16-74 56z" fill="$5"/>
  <circle cx="152" cy="306" r="7" fill="#14121f"/>
  <circle cx="208" cy="306" r="7" fill="#14121f"/>
  <path d="M158 344q22 18 44 0" stroke="#14121f" stroke-width="6" fill="none" stroke-linecap="round"/>
  <rect x="214" y="450" width="70" height="124" rx="14" fill="#14121f"/>
  <rect x="221" y="460" width="56" height="100" rx="8" fill="#fff" opacity="0.9"/>
  <path d="M238 496l26 14-26 14z" fill="$3"/>
</svg>
SVG
}

portrait creator-1 "#ffd7dc" "#d93a45" "#c68863" "#2b1b14" "#14121f" "M96 300c0-110 40-150 84-150s84 40 84 150v140h-168z"
portrait creator-2 "#d9d2ff" "#6a4cf0" "#f1c7a5" "#b8642d" "#0f766e" "M104 290c0-90 36-126 76-126s76 36 76 126v30h-152z"
portrait creator-3 "#c7f0e4" "#0f766e" "#8d5a3b" "#14121f" "#f59e0b" "M110 260c0-70 30-96 70-96s70 26 70 96z"

# illustration <dir> <file> <accent> <svg body drawn in a 480x360 box>
illustration() {
  cat >"$OUT/$1/$2.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <clipPath id="card"><rect width="480" height="360" rx="24"/></clipPath>
  <g clip-path="url(#card)">
  <rect width="480" height="360" fill="#f7f5fb"/>
  <circle cx="400" cy="70" r="90" fill="$3" opacity="0.1"/>
  <circle cx="70" cy="320" r="70" fill="$3" opacity="0.08"/>
  $4
  </g>
</svg>
SVG
}

CARD='fill="#fff" stroke="#e6e3ef" stroke-width="2"'
illustration skip searching "#d93a45" "<rect x='70' y='70' width='260' height='200' rx='18' $CARD/>
  <rect x='92' y='94' width='60' height='60' rx='30' fill='#ffd7dc'/><rect x='166' y='104' width='130' height='12' rx='6' fill='#e6e3ef'/><rect x='166' y='128' width='90' height='12' rx='6' fill='#e6e3ef'/>
  <rect x='92' y='176' width='60' height='60' rx='30' fill='#d9d2ff'/><rect x='166' y='186' width='130' height='12' rx='6' fill='#e6e3ef'/><rect x='166' y='210' width='70' height='12' rx='6' fill='#e6e3ef'/>
  <circle cx='330' cy='210' r='58' fill='none' stroke='#d93a45' stroke-width='18'/><path d='M372 252l44 44' stroke='#d93a45' stroke-width='22' stroke-linecap='round'/>"
illustration skip negotiating "#6a4cf0" "<rect x='60' y='70' width='230' height='84' rx='20' fill='#6a4cf0'/><rect x='84' y='98' width='150' height='12' rx='6' fill='#fff' opacity='0.9'/><rect x='84' y='120' width='100' height='12' rx='6' fill='#fff' opacity='0.6'/>
  <rect x='190' y='180' width='230' height='84' rx='20' $CARD/><rect x='214' y='208' width='160' height='12' rx='6' fill='#e6e3ef'/><rect x='214' y='230' width='110' height='12' rx='6' fill='#e6e3ef'/>
  <circle cx='110' cy='260' r='34' fill='#15803d'/><path d='M94 260l12 12 22-24' stroke='#fff' stroke-width='8' fill='none' stroke-linecap='round' stroke-linejoin='round'/>"
illustration skip tracking "#0f766e" "<rect x='60' y='60' width='360' height='240' rx='18' $CARD/>
  <rect x='100' y='210' width='40' height='60' rx='8' fill='#c7f0e4'/><rect x='160' y='170' width='40' height='100' rx='8' fill='#8fdcc6'/><rect x='220' y='140' width='40' height='130' rx='8' fill='#34b59a'/><rect x='280' y='100' width='40' height='170' rx='8' fill='#0f766e'/>
  <path d='M96 180l70-40 60 20 110-70' stroke='#d93a45' stroke-width='8' fill='none' stroke-linecap='round' stroke-linejoin='round'/><circle cx='336' cy='90' r='12' fill='#d93a45'/>"
illustration skip quality-control "#b8222e" "<rect x='150' y='50' width='180' height='260' rx='22' fill='#14121f'/><rect x='164' y='66' width='152' height='228' rx='12' fill='#ffd7dc'/>
  <path d='M220 150l50 30-50 30z' fill='#d93a45'/>
  <circle cx='340' cy='260' r='50' fill='#15803d'/><path d='M316 260l16 16 30-32' stroke='#fff' stroke-width='10' fill='none' stroke-linecap='round' stroke-linejoin='round'/>
  <rect x='60' y='110' width='70' height='14' rx='7' fill='#e6e3ef'/><rect x='60' y='140' width='50' height='14' rx='7' fill='#e6e3ef'/><rect x='60' y='170' width='64' height='14' rx='7' fill='#e6e3ef'/>"

illustration how platform-ai "#6a4cf0" "<rect x='50' y='50' width='380' height='260' rx='18' $CARD/><rect x='50' y='50' width='380' height='40' rx='18' fill='#14121f'/>
  <circle cx='76' cy='70' r='6' fill='#d93a45'/><circle cx='96' cy='70' r='6' fill='#f59e0b'/><circle cx='116' cy='70' r='6' fill='#15803d'/>
  <rect x='74' y='110' width='150' height='90' rx='12' fill='#d9d2ff'/><path d='M90 180l30-30 24 18 40-44' stroke='#6a4cf0' stroke-width='8' fill='none' stroke-linecap='round' stroke-linejoin='round'/>
  <rect x='240' y='110' width='166' height='40' rx='12' fill='#f7f5fb'/><rect x='240' y='160' width='166' height='40' rx='12' fill='#f7f5fb'/>
  <rect x='74' y='220' width='332' height='66' rx='14' fill='#6a4cf0'/><path d='M100 253l8-18 8 18 18 8-18 8-8 18-8-18-18-8z' fill='#fff'/><rect x='146' y='246' width='200' height='14' rx='7' fill='#fff' opacity='0.85'/>"
illustration how creator-network "#d93a45" "<path d='M240 60c60 0 100 40 100 110s-50 130-100 130-100-60-100-130 40-110 100-110z' fill='#ffd7dc'/>
  <g stroke='#d93a45' stroke-width='4' opacity='0.6'><path d='M180 140 300 120M180 140l60 110M300 120l-60 130M180 140l-90 40M300 120l90 60'/></g>
  <circle cx='180' cy='140' r='30' fill='#d93a45'/><circle cx='300' cy='120' r='30' fill='#6a4cf0'/><circle cx='240' cy='250' r='30' fill='#0f766e'/><circle cx='90' cy='180' r='24' fill='#f59e0b'/><circle cx='390' cy='180' r='24' fill='#14121f'/>"
illustration how support "#0f766e" "<rect x='60' y='70' width='250' height='90' rx='22' fill='#0f766e'/><rect x='86' y='100' width='170' height='12' rx='6' fill='#fff' opacity='0.9'/><rect x='86' y='124' width='120' height='12' rx='6' fill='#fff' opacity='0.6'/>
  <rect x='170' y='190' width='250' height='90' rx='22' $CARD/><rect x='196' y='220' width='170' height='12' rx='6' fill='#e6e3ef'/><rect x='196' y='244' width='120' height='12' rx='6' fill='#e6e3ef'/>
  <circle cx='100' cy='250' r='40' fill='#c7f0e4'/><circle cx='100' cy='238' r='14' fill='#0f766e'/><path d='M74 276c4-16 14-22 26-22s22 6 26 22' fill='#0f766e'/>"

du -sh "$OUT"
