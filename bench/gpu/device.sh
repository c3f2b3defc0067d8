#!/usr/bin/env bash
# bench/README.md#real-gpu on the lent GPU machine (device tool, nvidia-h100-x1; no network, no
# Node, no Chromium there). Debian's Chromium 156 (/usr/lib/chromium of the dev machine, validation
# layers and all locales but en-US left out) and its non-glibc libraries travel as one xz tarball
# split into .gpu/p1..p4 (ignored via .git/info/exclude), one part per `run` call made while the
# machine is warm:
#   calls 1-3: mkdir -p /opt/gpu/parts && cp .gpu/pN/part.* /opt/gpu/parts/   (carry [".gpu/pN"])
#   call 4:    bash bench/gpu/device.sh                                         (carry [".gpu/p4"])
# .gpu/p4 also holds dist.tar.xz (dist/ without models, .br/.gz, maps), fonts.tar.xz, glibc.tar.xz
# (unused fallback) and gl/*.deb (libvulkan1, libegl1, libglvnd0, ... from bookworm, unpacked into /
# as /work/.library/device/README.md says). The measurement is bench/gpu/run_gpu.py; results come
# back under $OUT (gpu-run.json, log, chromium logs).
# Making the parts here (Debian bookworm dev machine, after `npm run build`), in the repo root:
#   echo /.gpu/ >> .git/info/exclude; mkdir -p .gpu/stage/{chromium,lib,glibc,fonts} .gpu/p{1,2,3,4}/gl
#   copy /usr/lib/chromium/* to .gpu/stage/chromium (less libVkLayer_khronos_validation*,
#   libVkICD_mock_icd*, locales but en-US.pak); every `ldd /usr/lib/chromium/chromium` library but
#   libc/libm/libpthread/libresolv/libdl/librt/libstdc++/libgcc_s, plus NSS's libsoftokn3,
#   libfreebl*, libnssckbi, libnssdbm3, libssl3 to .gpu/stage/lib; DejaVuSans*.ttf + a fonts.conf
#   (<dir>/opt/gpu/fonts</dir>) to .gpu/stage/fonts; then
#   (cd .gpu/stage && tar -cf - chromium lib | xz -9e) > .gpu/chromium.tar.xz   # 117 MB
#   split -b 30500000 -d -a 1 .gpu/chromium.tar.xz part.   -> part.0..3 into .gpu/p1..p4
#   dist.tar.xz (dist/ without models, *.br, *.gz, *.map), fonts.tar.xz, glibc.tar.xz -> .gpu/p4
#   (cd .gpu/p4/gl && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
# Each call sends the tracked tree (~34 MB) plus one part: keep each part under ~30 MB (64 MiB cap).
set -u
G=/opt/gpu
mkdir -p $G/parts
cp .gpu/p4/part.* $G/parts/ 2>/dev/null
if [ ! -x $G/chromium/chromium ]; then
  (cd $G && cat parts/part.* | xz -dc | tar -x) || { echo "unpack failed"; ls -la $G/parts; exit 1; }
  tar -xJf .gpu/p4/fonts.tar.xz -C $G
  tar -xJf .gpu/p4/dist.tar.xz -C $G
  for f in .gpu/p4/gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export VK_ICD_FILENAMES=$VK_DRIVER_FILES
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
export LD_LIBRARY_PATH=$G/lib:/usr/local/nvidia/lib64:/usr/local/nvidia/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export FONTCONFIG_FILE=$G/fonts/fonts.conf
echo "== missing libraries:"; ldd $G/chromium/chromium | grep 'not found'
$G/chromium/chromium --version
mkdir -p "$OUT"
PYTHONUNBUFFERED=1 timeout "${RUN_S:-500}" python3 bench/gpu/run_gpu.py --chromium $G/chromium/chromium \
  --dist $G/dist --out "$OUT" "$@" 2>&1 | tee "$OUT/log.txt"
# chromium logs: the last lines of each, in one file (at most 8 files come back)
for f in "$OUT"/logs/*.log; do echo "== $f"; grep -v -E '^\s*$' "$f" | tail -40; done > "$OUT/chromium-logs.txt" 2>/dev/null
rm -rf "$OUT/logs"
nvidia-smi --query-gpu=name,driver_version,memory.used,utilization.gpu --format=csv
