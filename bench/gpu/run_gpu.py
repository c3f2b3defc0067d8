#!/usr/bin/env python3
"""Readiness on a real GPU (bench/README.md#real-gpu): the built app in headless Chromium,
driven over the DevTools protocol.

Stdlib only (Python 3.8+), so it runs on a bare GPU machine with no Node: it serves the built app
(dist/, SPA fallback to index.html, /models from public/models, /api/* answers 404 JSON: the pose
pipeline needs no account server), starts Chromium with --remote-debugging-port and measures
  gpu        renderer strings: CDP SystemInfo.getInfo (what chrome://gpu shows), WebGL's
             WEBGL_debug_renderer_info and navigator.gpu's adapter info, per flag set tried
  backends   /app?debug with the app's own probe (auto): the probe list; then /app?backend=X for
             X in webgpu, webgl, wasm: one steady inference = median of the worker ring's
             'inference' after the first 3 analysed frames (as bench/readiness.bench.ts's inference_ms)
  cpu        bench/cpu.bench.ts's cpu_* keys (bench/gpu/cpu_step.py): CPU of the Chromium process
             tree for a bare camera page, /app in low power and at full rate
  readiness  bench/readiness.bench.ts's keys from the User Timing marks on /app (auto backend,
             fake camera = e2e/fixtures/good-then-slouched.mjpeg, click 10 s after navigation;
             cold = fresh browser, warm = local storage cleared + reload: IndexedDB stays, so the
             worker's remembered probe choice applies); per load also the probe list (as ?debug's
             overlay prints it, from the worker's init answer) and the remembered choice
Beside it: static_server.py (the server), cdp_browser.py (CDP and Chromium), gpu_info.py (gpu),
app_runs.py (backends, readiness), cpu_step.py (cpu), common.py (log, median).

Run (from the repository root, after `npm run build`):
  python3 bench/gpu/run_gpu.py --chromium /usr/lib/chromium/chromium --dist dist --out /tmp/gpu
  options: --flags gpu|swiftshader|<name> (flag sets below; several comma-separated: the first whose
  WebGL renderer is not a software one is used), --steps gpu,backends,cpu,readiness, --rounds N,
  --track-s S. On the device machine see bench/gpu/device.sh.
Writes OUT/gpu-run.json and prints a log.
"""
import argparse
import json
import os
import time

import cdp_browser
from app_runs import INIT, backend_run, click_start, readiness_round
from cdp_browser import in_browser
from common import log, median
from cpu_step import cpu_step, good_clip
from gpu_info import gpu_info
from static_server import serve

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
FAKE_CAMERA = os.path.join(ROOT, 'e2e', 'fixtures', 'good-then-slouched.mjpeg')

# As e2e/chromium.ts, less SwiftShader (a GPU run must not fall back to it silently).
BASE_FLAGS = [
    '--headless=new', '--no-sandbox', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
    '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream', '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding', '--ignore-gpu-blocklist', '--enable-unsafe-webgpu',
    '--window-size=1280,900',
]
FLAG_SETS = {
    # ANGLE on Vulkan, Dawn on Vulkan (the NVIDIA ICD): the usual way to a GPU in headless Chromium.
    'vulkan': ['--use-angle=vulkan', '--enable-features=Vulkan', '--disable-vulkan-surface'],
    # ANGLE on the NVIDIA EGL/GL driver, WebGPU still on Vulkan.
    'gl-egl': ['--use-gl=angle', '--use-angle=gl-egl', '--enable-features=Vulkan'],
    'vulkan-webgpu-only': ['--enable-features=Vulkan', '--disable-vulkan-surface'],
    'swiftshader': ['--enable-unsafe-swiftshader', '--use-webgpu-adapter=swiftshader',
                    '--enable-features=Vulkan'],
}
SOFTWARE = ('swiftshader', 'llvmpipe', 'softpipe', 'software', 'basic render', 'lavapipe')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--chromium', default='/usr/lib/chromium/chromium')
    ap.add_argument('--dist', default=os.path.join(ROOT, 'dist'))
    ap.add_argument('--models', default=os.path.join(ROOT, 'public', 'models'))
    ap.add_argument('--out', default=os.environ.get('OUT', '/tmp/gpu-out'))
    ap.add_argument('--flags', default='vulkan,gl-egl')
    ap.add_argument('--steps', default='gpu,backends,cpu,readiness')
    ap.add_argument('--cpu-window-s', type=float, default=20)
    ap.add_argument('--backends', default='auto,webgpu,webgl,wasm')
    ap.add_argument('--rounds', type=int, default=3)
    ap.add_argument('--track-s', type=float, default=10)
    ap.add_argument('--port', type=int, default=3127)
    ap.add_argument('--budget-s', type=float, default=540, help='stop starting new work after this')
    a = ap.parse_args()
    t_start = time.time()
    os.makedirs(a.out, exist_ok=True)
    cdp_browser.LOGDIR = os.path.join(a.out, 'logs')
    os.makedirs(cdp_browser.LOGDIR, exist_ok=True)
    env = dict(os.environ)
    srv = serve(a.dist, a.models, a.port)
    base = f'http://127.0.0.1:{a.port}'
    res = {'started': time.strftime('%Y-%m-%dT%H:%M:%S%z'), 'base_flags': BASE_FLAGS,
           'fake_camera': os.path.relpath(FAKE_CAMERA, ROOT), 'gpu': {}, 'backends': {},
           'readiness_rounds': [], 'errors': []}
    out_file = os.path.join(a.out, 'gpu-run.json')

    def save():
        with open(out_file, 'w') as fh:
            json.dump(res, fh, indent=1)

    cam = [f'--use-file-for-fake-video-capture={FAKE_CAMERA}']
    steps = a.steps.split(',')
    chosen = None
    dbg = 9300
    for name in a.flags.split(','):
        flags = BASE_FLAGS + FLAG_SETS[name] + cam
        if 'gpu' not in steps:
            chosen = name
            break
        dbg += 1
        info = in_browser(a.chromium, flags, env, dbg, lambda b: gpu_info(b, base))
        res['gpu'][name] = info
        save()
        log(f'gpu info [{name}]:', json.dumps(info)[:3000])
        r = (info.get('webgl_renderer') or '').lower()
        if chosen is None and r and not any(s in r for s in SOFTWARE):
            chosen = name
    if chosen is None:
        chosen = a.flags.split(',')[0]
        log(f'no flag set reached a hardware WebGL renderer; measuring with {chosen} anyway')
    flags = BASE_FLAGS + FLAG_SETS[chosen] + cam
    res['flag_set'] = chosen
    res['flags'] = flags
    save()
    if 'backends' in steps:
        for backend in a.backends.split(','):
            if time.time() - t_start > a.budget_s:
                res['errors'].append(f'budget: skipped backend {backend}')
                break
            dbg += 1
            r = in_browser(a.chromium, flags, env, dbg, lambda b, backend=backend: {
                **backend_run(b, base, backend, a.track_s), 'errors': b.console_errors()[:20]})
            res['backends'][backend] = r
            save()
            log(f'backend {backend}:', json.dumps(r))
    if 'cpu' in steps:
        dbg += 1
        cpu_flags = BASE_FLAGS + FLAG_SETS[chosen] + [
            f'--use-file-for-fake-video-capture={good_clip(a.out)}']
        res['cpu'] = in_browser(a.chromium, cpu_flags, env, dbg, lambda b: cpu_step(
            b, base, INIT, a.cpu_window_s, log, click_start))
        save()
        log('cpu:', json.dumps(res['cpu']))
    if 'readiness' in steps:
        for i in range(a.rounds):
            if time.time() - t_start > a.budget_s:
                res['errors'].append(f'budget: stopped after {i} readiness rounds')
                break
            dbg += 1
            try:
                r = readiness_round(a.chromium, flags, env, dbg, base)
            except Exception as e:
                r = {'error': repr(e)}
            res['readiness_rounds'].append(r)
            save()
            log(f'readiness round {i + 1}:', json.dumps(r.get('keys', r)))
        ok = [r['keys'] for r in res['readiness_rounds'] if 'keys' in r]
        if ok:
            res['readiness_median'] = {k: (median([r[k] for r in ok]) if isinstance(ok[0][k], (int, float)) else
                                           [median([r[k][i] for r in ok if len(r[k]) > i]) for i in range(len(ok[0][k]))]
                                           if isinstance(ok[0][k], list) else ok[-1][k])
                                       for k in ok[0]}
    res['finished'] = time.strftime('%Y-%m-%dT%H:%M:%S%z')
    save()
    srv.shutdown()
    log('done in', round(time.time() - t_start), 's; wrote', out_file)


if __name__ == '__main__':
    main()