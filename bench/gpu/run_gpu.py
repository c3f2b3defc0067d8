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

Run (from the repository root, after `npm run build`):
  python3 bench/gpu/run_gpu.py --chromium /usr/lib/chromium/chromium --dist dist --out /tmp/gpu
  options: --flags gpu|swiftshader|<name> (flag sets below; several comma-separated: the first whose
  WebGL renderer is not a software one is used), --steps gpu,backends,cpu,readiness, --rounds N,
  --track-s S. On the device machine see bench/gpu/device.sh.
Writes OUT/gpu-run.json and prints a log.
"""
import argparse
import base64
import functools
import hashlib
import http.server
import json
import os
import shutil
import socket
import socketserver
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from cpu_step import cpu_step, good_clip

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
FAKE_CAMERA = os.path.join(ROOT, 'e2e', 'fixtures', 'good-then-slouched.mjpeg')
LOGDIR = tempfile.gettempdir()

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


def log(*a):
    print(f'[{time.strftime("%H:%M:%S")}]', *a, flush=True)


def median(xs):
    s = sorted(xs)
    n = len(s)
    return (s[(n - 1) // 2] + s[n // 2]) / 2 if n else None


# ---------------------------------------------------------------- static server
MIME = {'.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
        '.wasm': 'application/wasm', '.json': 'application/json', '.bin': 'application/octet-stream',
        '.svg': 'image/svg+xml', '.png': 'image/png', '.html': 'text/html; charset=utf-8',
        '.webmanifest': 'application/manifest+json', '.txt': 'text/plain', '.ico': 'image/x-icon'}


class Handler(http.server.BaseHTTPRequestHandler):
    dist = ''
    models = ''
    protocol_version = 'HTTP/1.1'

    def log_message(self, *a):
        pass

    def send(self, code, body, ctype, cache='no-cache', etag=None):
        self.send_response(code)
        self.send_header('Content-Type', ctype)
        self.send_header('Content-Length', str(len(body)))
        self.send_header('Cache-Control', cache)
        if etag:
            self.send_header('ETag', etag)
        self.end_headers()
        if self.command != 'HEAD':
            self.wfile.write(body)

    def do_HEAD(self):
        self.do_GET()

    def do_POST(self):
        n = int(self.headers.get('Content-Length') or 0)
        if n:
            self.rfile.read(n)
        self.send(404, b'{"error":"no account server in this run"}', 'application/json')

    def do_GET(self):
        path = self.path.split('?', 1)[0].split('#', 1)[0]
        if path.startswith('/api/'):
            return self.send(404, b'{"error":"no account server in this run"}', 'application/json')
        if path.startswith('/models/'):
            f = os.path.join(self.models, path[len('/models/'):])
            cache = 'no-cache'
        else:
            f = os.path.join(self.dist, path.lstrip('/'))
            cache = 'public, max-age=31536000, immutable' if path.startswith('/assets/') else \
                'no-cache' if path == '/sw.js' else 'public, max-age=3600'
        f = os.path.normpath(f)
        if os.path.isfile(f) and not f.endswith('.map'):
            st = os.stat(f)
            etag = '"%x-%x"' % (st.st_size, int(st.st_mtime))
            if self.headers.get('If-None-Match') == etag:
                self.send_response(304)
                self.send_header('ETag', etag)
                self.send_header('Content-Length', '0')
                self.end_headers()
                return
            with open(f, 'rb') as fh:
                body = fh.read()
            return self.send(200, body, MIME.get(os.path.splitext(f)[1], 'application/octet-stream'),
                             cache, etag)
        if '.' in path.rsplit('/', 1)[-1]:
            return self.send(404, b'not found', 'text/plain')
        with open(os.path.join(self.dist, 'index.html'), 'rb') as fh:
            return self.send(200, fh.read(), 'text/html; charset=utf-8')


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def serve(dist, models, port):
    handler = type('H', (Handler,), {'dist': os.path.abspath(dist), 'models': os.path.abspath(models)})
    srv = Server(('127.0.0.1', port), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


# ---------------------------------------------------------------- minimal CDP over WebSocket
class CDP:
    def __init__(self, ws_url):
        host_port, path = ws_url[len('ws://'):].split('/', 1)
        host, port = host_port.split(':')
        self.sock = socket.create_connection((host, int(port)), timeout=300)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f'GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\n'
                           f'Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n'
                           'Sec-WebSocket-Version: 13\r\n\r\n').encode())
        resp = b''
        while b'\r\n\r\n' not in resp:
            resp += self.sock.recv(4096)
        head, self.buf = resp.split(b'\r\n\r\n', 1)
        if b' 101 ' not in head.split(b'\r\n')[0]:
            raise RuntimeError(f'websocket handshake failed: {head[:200]!r}')
        self.next_id = 0
        self.events = []

    def _read(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError('CDP socket closed')
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def _recv(self):
        data = b''
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7f
            if n == 126:
                n = struct.unpack('>H', self._read(2))[0]
            elif n == 127:
                n = struct.unpack('>Q', self._read(8))[0]
            payload = self._read(n)
            op = b0 & 0x0f
            if op == 8:
                raise RuntimeError('CDP socket closed by browser')
            if op in (9, 10):
                continue
            data += payload
            if b0 & 0x80:
                return json.loads(data)

    def send(self, method, params=None, timeout=300, session=None):
        self.next_id += 1
        msg = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            msg['sessionId'] = session
        raw = json.dumps(msg).encode()
        mask = os.urandom(4)
        n = len(raw)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else
                                bytes([0x80 | 126]) + struct.pack('>H', n) if n < 65536 else
                                bytes([0x80 | 127]) + struct.pack('>Q', n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(raw)))
        self.sock.settimeout(timeout)
        while True:
            m = self._recv()
            if m.get('id') == self.next_id:
                if 'error' in m:
                    raise RuntimeError(f'{method}: {m["error"]}')
                return m.get('result', {})
            if 'method' in m:
                self.events.append(m)
                if len(self.events) > 2000:
                    del self.events[:1000]

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Browser:
    def __init__(self, chromium, flags, env, port):
        self.dir = tempfile.mkdtemp(prefix='gpu-chromium-')
        self.port = port
        args = [chromium, *flags, f'--remote-debugging-port={port}', f'--user-data-dir={self.dir}',
                'about:blank']
        self.logf = open(os.path.join(LOGDIR, f'chromium-{port}.log'), 'w')
        self.proc = subprocess.Popen(args, env=env, stdout=self.logf, stderr=subprocess.STDOUT)
        self.t0 = time.time()
        for _ in range(300):
            try:
                info = json.load(urllib.request.urlopen(f'http://127.0.0.1:{port}/json/version', timeout=2))
                break
            except Exception:
                if self.proc.poll() is not None:
                    raise RuntimeError(f'chromium exited {self.proc.returncode}: see {self.logf.name}')
                time.sleep(0.1)
        else:
            raise RuntimeError('chromium did not open its debugging port')
        self.version = info.get('Browser')
        self.browser = CDP(info['webSocketDebuggerUrl'])
        pages = json.load(urllib.request.urlopen(f'http://127.0.0.1:{port}/json/list'))
        page = next(p for p in pages if p['type'] == 'page')
        self.page = CDP(page['webSocketDebuggerUrl'])
        self.page.send('Page.enable')
        self.page.send('Runtime.enable')

    def ev(self, expr, timeout=300):
        r = self.page.send('Runtime.evaluate', {'expression': expr, 'awaitPromise': True,
                                                'returnByValue': True}, timeout=timeout)
        if 'exceptionDetails' in r:
            d = r['exceptionDetails']
            raise RuntimeError(f'evaluate failed: {d.get("exception", {}).get("description") or d.get("text")}')
        return r['result'].get('value')

    def wait(self, expr, timeout_s, poll=0.1):
        end = time.time() + timeout_s
        while time.time() < end:
            v = self.ev(expr)
            if v:
                return v
            time.sleep(poll)
        raise TimeoutError(f'timed out after {timeout_s} s waiting for {expr[:120]}')

    def console_errors(self):
        out = []
        for m in self.page.events:
            if m['method'] == 'Runtime.exceptionThrown':
                out.append(m['params']['exceptionDetails'].get('exception', {}).get('description', '')[:300])
            elif m['method'] == 'Runtime.consoleAPICalled' and m['params']['type'] in ('error', 'warning'):
                out.append(' '.join(str(a.get('value', a.get('description', ''))) for a in m['params']['args'])[:300])
        return out

    def close(self):
        for c in (self.page, self.browser):
            c.close()
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.logf.close()
        shutil.rmtree(self.dir, ignore_errors=True)


GL_INFO_JS = r'''(async () => {
  const out = {};
  const gl = document.createElement('canvas').getContext('webgl2');
  if (gl) {
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    out.webgl_vendor = ext ? String(gl.getParameter(ext.UNMASKED_VENDOR_WEBGL)) : String(gl.getParameter(gl.VENDOR));
    out.webgl_renderer = ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
    out.webgl_version = String(gl.getParameter(gl.VERSION));
  } else out.webgl_renderer = null;
  try {
    const a = navigator.gpu ? await navigator.gpu.requestAdapter({powerPreference: 'high-performance'}) : null;
    if (a) {
      const i = a.info || (a.requestAdapterInfo ? await a.requestAdapterInfo() : {});
      out.webgpu_adapter = {vendor: i.vendor, architecture: i.architecture, device: i.device,
        description: i.description, isFallbackAdapter: a.isFallbackAdapter ?? i.isFallbackAdapter};
    } else out.webgpu_adapter = navigator.gpu ? 'requestAdapter() returned null' : 'no navigator.gpu';
  } catch (e) { out.webgpu_adapter = 'error: ' + e.message; }
  out.hardwareConcurrency = navigator.hardwareConcurrency;
  out.userAgent = navigator.userAgent;
  return out;
})()'''


def in_browser(chromium, flags, env, n, fn):
    """fn(browser) in a fresh Chromium, closed afterwards; a failure becomes {'error': ...}."""
    try:
        b = Browser(chromium, flags, env, n)
        try:
            return fn(b)
        finally:
            b.close()
    except Exception as e:
        return {'error': repr(e)}


def gpu_info(b, base):
    b.page.send('Page.navigate', {'url': f'{base}/robots.txt'})
    time.sleep(1)
    info = b.ev(GL_INFO_JS, timeout=60)
    si = b.browser.send('SystemInfo.getInfo', timeout=60)
    g = si.get('gpu', {})
    aux = g.get('auxAttributes', {})
    info['chromium'] = b.version
    info['systeminfo_devices'] = g.get('devices')
    info['systeminfo_aux'] = {k: aux.get(k) for k in (
        'glRenderer', 'glVendor', 'glVersion', 'glImplementationParts', 'displayType',
        'driverVendor', 'driverVersion', 'gpuCompositing', 'vulkanVersion', 'inProcessGpu',
        'passthroughCmdDecoder', 'skiaBackendType', 'isAsan', 'optimus') if k in aux}
    info['feature_status'] = g.get('featureStatus')
    info['driver_bug_workarounds_count'] = len(g.get('driverBugWorkarounds') or [])
    return info


# ---------------------------------------------------------------- the app
# The bench hook, and the probe list as the ?debug overlay prints it (src/state/monitor-session onReady +
# src/routes/monitor/DebugOverlay.tsx), read from the pose worker's init answer (a Comlink return,
# {id, type: 'RAW', value: DetectorInfo}) so that /app without ?debug shows it too.
INIT = r'''window.__postureBench = { latencies: [] };
(() => { const W = window.Worker; if (!W) return;
  window.__probeLists = [];
  window.Worker = class extends W { constructor(...a) { super(...a);
    this.addEventListener('message', (e) => { const v = e.data && e.data.value;
      if (!v || !v.probe || !Array.isArray(v.probe.results)) return;
      const list = v.probe.results.map((r) => {
        const ms = r.ms === null && r.warmupMs != null ? null : (r.ms === null ? null : Math.round(r.ms));
        const note = r.ms === null && r.warmupMs != null ? `warm-up ${Math.round(r.warmupMs)} ms` : (r.error ?? null);
        return `${r.backend} ${ms === null ? (note ?? 'failed') : `${ms} ms`}`; }).join(', ');
      window.__probeLists.push(`backend: ${v.backend ?? '-'}${list ? ` (probe: ${list})` : ''}`); }); } };
})();'''
MARK = "(performance.getEntriesByName('posture:{0}', 'mark')[0] || {{}}).startTime ?? null"
STAGES = ('frameWait', 'bitmap', 'inference', 'engine', 'post')
BUTTON = ("[...document.querySelectorAll('button')].find(b => b.textContent.trim() === 'Start Tracking')")


def click_start(b):
    b.wait(f'(() => {{ const x = {BUTTON}; return !!x && !x.disabled; }})()', 180)
    r = b.ev(f'(() => {{ const x = {BUTTON}; x.scrollIntoView({{block: "center"}}); '
             'const r = x.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()')
    at = b.ev('performance.now()')
    for t in ('mouseMoved', 'mousePressed', 'mouseReleased'):
        b.page.send('Input.dispatchMouseEvent', {'type': t, 'x': r[0], 'y': r[1], 'button': 'left',
                                                 'clickCount': 1})
    return at


def open_app(b, url):
    b.page.send('Page.addScriptToEvaluateOnNewDocument', {'source': INIT})
    b.page.send('Page.navigate', {'url': url})


def wait_mark(b, name, timeout):
    b.wait(f"performance.getEntriesByName('posture:{name}', 'mark').length > 0", timeout)
    return b.ev(MARK.format(name))


TIMINGS = '''(async () => { const t = await window.__postureBench.timings();
  const q = s => document.querySelector(s)?.textContent ?? null;
  return { frames: t.frames, origin: performance.timeOrigin, backend: q('[data-testid="backend"]'),
           probe: q('[data-testid="probe"]') }; })()'''


def backend_run(b, base, backend, track_s):
    q = '?debug' if backend == 'auto' else f'?backend={backend}&debug'
    t0 = time.time()
    open_app(b, f'{base}/app{q}')
    ready = wait_mark(b, 'model-ready', 240)
    probe = b.ev("document.querySelector('[data-testid=\"probe\"]')?.textContent ?? null")
    click_start(b)
    wait_mark(b, 'first-pose', 120)
    time.sleep(track_s)
    t = b.ev(TIMINGS)
    inf = [f['inference'] for f in t['frames']]
    steady = inf[3:]
    return {
        'url': f'/app{q}', 'model_ready_ms': round(ready), 'probe_text': probe,
        'backend_shown': t['backend'], 'probe_text_after': t['probe'],
        'frames_in_ring': len(inf), 'first_inferences_ms': [round(x, 1) for x in inf[:5]],
        'inference_ms_median': round(median(steady), 2) if steady else None,
        'inference_ms_min': round(min(steady), 2) if steady else None,
        'inference_ms_max': round(max(steady), 2) if steady else None,
        'total_ms_median': round(median([f['total'] for f in t['frames'][3:]]), 2) if steady else None,
        'wall_s': round(time.time() - t0, 1),
    }


# The worker's remembered probe choice (workers/pose/probe-memory.ts: IndexedDB posture-pose, store
# probe, key choice), read without creating the database where it does not exist.
PROBE_MEMORY = '''(async () => { try {
  if (indexedDB.databases && !(await indexedDB.databases()).some((d) => d.name === 'posture-pose')) return null;
  return await new Promise((ok) => { const o = indexedDB.open('posture-pose');
    o.onupgradeneeded = () => { o.transaction.abort(); };
    o.onerror = () => ok(null);
    o.onsuccess = () => { const db = o.result;
      if (!db.objectStoreNames.contains('probe')) { db.close(); return ok(null); }
      const r = db.transaction('probe', 'readonly').objectStore('probe').get('choice');
      r.onsuccess = () => { db.close(); ok(r.result ?? null); }; r.onerror = () => { db.close(); ok(null); }; }; });
} catch (e) { return 'error: ' + e.message; } })()'''


def readiness(b, label):
    # As bench/readiness.bench.ts: the click comes 10 s after navigation.
    b.wait(f'!!{BUTTON}', 180)
    since = b.ev('performance.now()')
    if since < 10000:
        time.sleep((10000 - since) / 1000)
    click_at = click_start(b)
    start = wait_mark(b, 'start', 10)
    first_pose = wait_mark(b, 'first-pose', 180)
    detection = b.ev(MARK.format('detection-start'))
    calibrated = wait_mark(b, 'calibrated', 180)
    model_ready = b.ev(MARK.format('model-ready'))
    t = b.ev(TIMINGS)
    frames = t['frames']
    inference = median([f['inference'] for f in frames[3:]])
    out = {
        'modelReady': model_ready, 'firstPose': first_pose - start, 'detectionStart': detection - start,
        'firstPoseAfterDetection': first_pose - detection, 'calibrated': calibrated - start,
        'firstFrameAt': frames[0]['at'] - t['origin'] - start if frames else None,
        'firstInferences': [round(f['inference']) for f in frames[:5]],
        # As bench/readiness.bench.ts: the first analysis's frameWait, bitmap, inference, engine, post.
        'firstStages': [round(frames[0].get(k) or 0, 1) for k in STAGES] if frames else [],
        'inference': inference,
        'analysed': len(frames), 'backend': t['backend'], 'clickAt': click_at,
        # The probe list of this load: the ?debug overlay's text where it is shown, else the same
        # text made from the worker's init answer (INIT); probeLists = all init answers seen.
        'probe': t['probe'] or b.ev('(window.__probeLists || []).slice(-1)[0] ?? null'),
        'probeLists': b.ev('window.__probeLists ?? null'),
        'probeMemory': b.ev(PROBE_MEMORY),
    }
    log(f'readiness {label}: {json.dumps(out)}')
    return out


def readiness_round(chromium, flags, env, port, base):
    b = Browser(chromium, flags, env, port)
    try:
        open_app(b, f'{base}/app')
        cold = readiness(b, 'cold')
        b.page.send('Storage.clearDataForOrigin', {'origin': base, 'storageTypes': 'local_storage'})
        b.page.send('Page.reload')
        time.sleep(0.5)
        warm = readiness(b, 'warm')
        probe = b.ev("document.querySelector('[data-testid=\"probe\"]')?.textContent ?? null")
        r0 = lambda x: round(x) if x is not None else None
        keys = {
            'time_to_model_ready_ms_cold': r0(cold['modelReady']),
            'time_to_model_ready_ms_warm': r0(warm['modelReady']),
            'time_to_first_pose_ms_cold': r0(cold['firstPose']),
            'time_to_first_pose_ms_warm': r0(warm['firstPose']),
            'time_to_calibrated_ms_cold': r0(cold['calibrated']),
            'time_to_calibrated_ms_warm': r0(warm['calibrated']),
            'time_to_first_pose_ms': r0(warm['firstPose']),
            'time_to_calibrated_ms': r0(warm['calibrated']),
            'inference_ms': round(warm['inference'], 2),
            'time_to_detection_start_ms': r0(warm['detectionStart']),
            'first_pose_after_detection_start_ms': round(warm['firstPoseAfterDetection'], 1),
            'time_to_first_pose_inference_ratio': round(warm['firstPose'] / warm['inference'], 3),
            'first_pose_inference_ratio': round(warm['firstPoseAfterDetection'] / warm['inference'], 3),
            'readiness_backend': warm['backend'],
            'first_stages_ms_warm': warm['firstStages'],
            'first_stages_ms_cold': cold['firstStages'],
            'probe_text_cold': cold['probe'],
            'probe_text_warm': warm['probe'],
        }
        return {'keys': keys, 'cold': cold, 'warm': warm, 'errors': b.console_errors()[:20],
                'probe_text': probe}
    finally:
        b.close()


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
    global LOGDIR
    LOGDIR = os.path.join(a.out, 'logs')
    os.makedirs(LOGDIR, exist_ok=True)
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
