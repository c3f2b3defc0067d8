"""The static server of bench/gpu/run_gpu.py: the built app (dist/, SPA fallback to index.html),
/models from public/models, /api/* answering 404 JSON (the pose pipeline needs no account server)."""
import http.server
import os
import socketserver
import threading

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
