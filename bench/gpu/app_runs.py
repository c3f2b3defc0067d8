"""bench/gpu/run_gpu.py on the app: the bench hook and the probe list on /app, the `backends` step
(one steady inference per backend) and the `readiness` step (bench/readiness.bench.ts's keys from
the User Timing marks, cold and warm)."""
import json
import time

from cdp_browser import Browser
from common import log, median

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
