"""bench/cpu.bench.ts on the GPU machine: CPU cores of the whole Chromium process tree (user + system
of the browser and every descendant, from /proc, per `--type=` process type) for a bare page on the
app's origin that only shows the fake camera in a <video>, then /app in low power (after
'Calibrated', once the status says low power) and at full rate (Low-power mode 'Off'), with the
worker's analysed frames a second. The camera is one good seated still, looped (steady posture).
Keys as bench/results/latest.json's cpu_* keys."""
import os
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
TICK = os.sysconf('SC_CLK_TCK')
BARE = '''(async () => { document.body.innerHTML = '';
  const v = document.createElement('video'); v.autoplay = v.muted = v.playsInline = true;
  v.width = 640; v.height = 480; document.body.append(v);
  v.srcObject = await navigator.mediaDevices.getUserMedia(
    { video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' }, audio: false });
  await v.play(); return true; })()'''
COUNTS = '''(async () => { const t = await window.__postureBench.timings();
  return [t.analysed, t.lowPower]; })()'''
LOW_SHOWN = "!!document.querySelector('[data-testid=\"low-power\"]')"
SET_OFF = '''(async () => {
  const btn = [...document.querySelectorAll('button[slot=trigger]')]
    .find(b => b.textContent.includes('Settings'));
  const group = () => [...document.querySelectorAll('[role=radiogroup]')]
    .find(g => g.textContent.includes('Low-power mode'));
  if (!group()) btn.click();
  await new Promise(r => setTimeout(r, 300));
  group().querySelector('input[value=off]').click();
  await new Promise(r => setTimeout(r, 300));
  btn.click(); return group() ? 'open' : 'closed'; })()'''


def good_clip(out_dir):
    d = os.path.join(ROOT, 'tests', 'fixtures', 'seated', 'images', 'good')
    with open(os.path.join(d, sorted(f for f in os.listdir(d) if f.endswith('.jpg'))[0]), 'rb') as fh:
        jpeg = fh.read()
    path = os.path.join(out_dir, 'cpu-clip.mjpeg')
    with open(path, 'wb') as fh:
        fh.write(jpeg * (30 * 10))  # MJPEG: JPEGs one after another, 30 a second, 10 s looped
    return path


def proc_type(pid):
    try:
        with open(f'/proc/{pid}/cmdline', 'rb') as fh:
            args = fh.read().decode(errors='replace').replace('\0', ' ').split(' ')
    except OSError:
        return 'other'
    t = next((a[7:] for a in args if a.startswith('--type=')), None)
    if t is None:
        return 'browser'
    if t == 'utility' and any(a.startswith('--utility-sub-type=video_capture') for a in args):
        return 'video_capture'
    return {'renderer': 'renderer', 'gpu-process': 'gpu'}.get(t, 'other')


def sample(root):
    procs = {}
    for d in os.listdir('/proc'):
        if d.isdigit():
            try:
                with open(f'/proc/{d}/stat') as fh:
                    s = fh.read()
            except OSError:
                continue
            f = s[s.rfind(')') + 2:].split(' ')
            procs[int(d)] = (int(f[1]), (int(f[11]) + int(f[12])) / TICK)
    tree, stack = {}, [root]
    while stack:
        p = stack.pop()
        if p in procs:
            tree[p] = (proc_type(p), procs[p][1])
            stack += [c for c, (pp, _) in procs.items() if pp == p]
    return time.time(), tree


def measure(b, window_s, page=True):
    c0 = b.ev(COUNTS) if page else None
    t0, a = sample(b.proc.pid)
    time.sleep(window_s)
    t1, z = sample(b.proc.pid)
    c1 = b.ev(COUNTS) if page else None
    wall = t1 - t0
    cores = {k: 0.0 for k in ('total', 'browser', 'renderer', 'gpu', 'video_capture', 'other')}
    for pid, (typ, cpu) in z.items():
        used = (cpu - a.get(pid, (typ, 0.0))[1]) / wall
        cores[typ] += used
        cores['total'] += used
    return {'cores': cores, 'per_s': (c1[0] - c0[0]) / wall if page else 0.0,
            'low_power_at_end': bool(c1[1]) if page else False}


def cpu_step(b, base, init_js, window_s, log, click_start):
    """b: a Browser started with the good_clip() camera. Returns the cpu_* keys."""
    b.page.send('Page.navigate', {'url': f'{base}/robots.txt'})
    time.sleep(1)
    b.ev(BARE)
    time.sleep(3)
    floor = measure(b, window_s, page=False)
    log('cpu floor:', floor)
    b.page.send('Page.addScriptToEvaluateOnNewDocument', {'source': init_js})
    b.page.send('Page.navigate', {'url': f'{base}/app'})
    time.sleep(1)
    click_start(b)
    b.wait("performance.getEntriesByName('posture:calibrated', 'mark').length > 0", 180)
    b.wait(LOW_SHOWN, 120, poll=0.5)
    time.sleep(3)
    low = measure(b, window_s)
    log('cpu low power:', low)
    b.ev(SET_OFF)
    b.wait('!' + LOW_SHOWN, 10, poll=0.2)
    time.sleep(3)
    full = measure(b, window_s)
    log('cpu full rate:', full)
    f, t, lp = floor['cores']['total'], full['cores']['total'], low['cores']['total']
    keys = {
        'cpu_floor_cores': round(f, 3), 'cpu_tracking_cores': round(t, 3),
        'cpu_low_power_cores': round(lp, 3), 'cpu_tracking_vs_floor': round(t / f, 3),
        'cpu_low_power_vs_floor': round(lp / f, 3),
        'cpu_tracking_analyses_per_s': round(full['per_s'], 1),
        'cpu_low_power_analyses_per_s': round(low['per_s'], 1),
        'cpu_ms_per_analysis': round((t - f) * 1000 / max(full['per_s'], 1e-9), 1),
        'cpu_window_s': window_s,
        'cpu_low_power_held': low['low_power_at_end'] and not full['low_power_at_end'],
    }
    for label, w in (('floor', floor), ('tracking', full), ('low_power', low)):
        for k, v in w['cores'].items():
            if k != 'total':
                keys[f'cpu_{label}_{k}'] = round(v, 3)
    return keys
