#!/usr/bin/env bash
# Renders the help centre's demo video clips (6 s, 640×360, H.264, no sound) into apps/web/public/media/.
# Generated: run this script after changing it (needs ffmpeg with libx264); never edit the clips by hand.
# Moving shapes are overlays (their position is evaluated per frame); static ones are drawboxes.
set -euo pipefail
out="$(cd "$(dirname "$0")/../../../../../web/public" && pwd)/media"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
seconds=6

shape() { # colour, width, height: one more lavfi input
  printf -- '-f lavfi -i color=c=%s:s=%sx%s:r=24:d=%s ' "$1" "$2" "$3" "$seconds"
}

render() { # name, background colour, extra inputs, filter graph from [0] to [out]
  # shellcheck disable=SC2086
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$2:s=640x360:r=24:d=$seconds" $3 \
    -filter_complex "$4,drawtext=fontfile=$font:text=Tallybook:x=28:y=24:fontsize=26:fontcolor=0x1e293b[out]" \
    -map '[out]' -t "$seconds" -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 32 -preset veryslow \
    -movflags +faststart -an "$out/help-$1.mp4"
}

# A dashboard whose bars grow out of its baseline.
render overview 0xeaf2ff \
  "$(shape 0xd9eaff 40 90)$(shape 0x1f5bc4 40 150)$(shape 0xd9eaff 40 120)$(shape 0x1f5bc4 40 170)$(shape 0xffb547 40 60)" \
  "[0]drawbox=x=150:y=80:w=340:h=230:color=white:t=fill,drawbox=x=150:y=80:w=340:h=36:color=0x1f5bc4:t=fill[card];\
[card][1]overlay=x=190:y='290-min(t*70,90)'[b1];[b1][2]overlay=x=250:y='290-min(t*70,150)'[b2];\
[b2][3]overlay=x=310:y='290-min(t*70,120)'[b3];[b3][4]overlay=x=370:y='290-min(t*70,170)'[b4];\
[b4][5]overlay=x=430:y='290-min(t*40,60)',\
drawbox=x=150:y=290:w=340:h=20:color=white:t=fill,drawbox=x=0:y=310:w=640:h=50:color=0xeaf2ff:t=fill"

# Cartons slide onto the shelf one after another.
render stock-in 0xe6fbf6 \
  "$(shape 0x0f766e 110 90)$(shape 0x0f766e 110 90)$(shape 0x0f766e 110 90)$(shape 0xff7a59 110 90)$(shape 0xff7a59 110 90)" \
  "[0]drawbox=x=80:y=300:w=480:h=12:color=0x0f766e@0.4:t=fill[shelf];\
[shelf][1]overlay=x='max(100,640-t*300)':y=210[c1];[c1][2]overlay=x='max(230,640-(t-1)*300)':y=210[c2];\
[c2][3]overlay=x='max(360,640-(t-2)*300)':y=210[c3];[c3][4]overlay=x='max(165,640-(t-3)*300)':y=120[c4];\
[c4][5]overlay=x='max(295,640-(t-4)*300)':y=120"

# A scanning beam sweeps a shelf of goods.
render stocktake 0xf1edff \
  "$(shape 0xff3b30 440 6)" \
  "[0]drawbox=x=120:y=90:w=400:h=8:color=0x5b3fd1@0.4:t=fill,drawbox=x=120:y=190:w=400:h=8:color=0x5b3fd1@0.4:t=fill,\
drawbox=x=120:y=290:w=400:h=8:color=0x5b3fd1@0.4:t=fill,\
drawbox=x=140:y=110:w=60:h=80:color=0x5b3fd1:t=fill,drawbox=x=220:y=130:w=50:h=60:color=0xe4dcff:t=fill,\
drawbox=x=290:y=105:w=70:h=85:color=0x5b3fd1:t=fill,drawbox=x=380:y=125:w=60:h=65:color=0x2bb673:t=fill,\
drawbox=x=140:y=215:w=80:h=75:color=0xe4dcff:t=fill,drawbox=x=240:y=225:w=60:h=65:color=0x5b3fd1:t=fill,\
drawbox=x=320:y=210:w=70:h=80:color=0x2bb673:t=fill,drawbox=x=410:y=220:w=80:h=70:color=0x5b3fd1:t=fill[shelves];\
[shelves][1]overlay=x=100:y='100+95*(1-cos(t*2.1))'"

# A receipt comes out of the printer, then a tick confirms the payment.
render checkout 0xfff0eb \
  "$(shape white 180 250)" \
  "[0][1]overlay=x=230:y='min(t*110,250)-180',\
drawbox=x=200:y=0:w=240:h=58:color=0xfff0eb:t=fill,drawbox=x=210:y=50:w=220:h=22:color=0x1e293b:t=fill,\
drawbox=x=255:y=95:w=130:h=16:color=0xc2410c:t=fill:enable='gte(t,0.5)',\
drawbox=x=255:y=130:w=100:h=10:color=0xfed7aa:t=fill:enable='gte(t,0.8)',\
drawbox=x=255:y=155:w=120:h=10:color=0xfed7aa:t=fill:enable='gte(t,1.0)',\
drawbox=x=255:y=180:w=90:h=10:color=0xfed7aa:t=fill:enable='gte(t,1.3)',\
drawbox=x=255:y=215:w=130:h=4:color=0xc2410c@0.5:t=fill:enable='gte(t,1.6)',\
drawbox=x=315:y=235:w=70:h=18:color=0x0f766e:t=fill:enable='gte(t,1.9)',\
drawbox=x=440:y=110:w=70:h=70:color=0x0f766e:t=fill:enable='gte(t,3.2)',\
drawbox=x=458:y=132:w=34:h=26:color=white:t=8:enable='gte(t,3.5)'"

ls -l "$out"
