"""A minimal DevTools protocol client over WebSocket (stdlib only) and the headless Chromium that
bench/gpu/run_gpu.py drives with it: started with --remote-debugging-port, one page, its console
errors. Chromium's log goes to LOGDIR (run_gpu.py sets it to OUT/logs)."""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request

LOGDIR = tempfile.gettempdir()


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
