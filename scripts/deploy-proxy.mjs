#!/usr/bin/env node
// A small reverse proxy for `npm run deploy:local` (docs/deploy.md): round robin over the instances
// that GET /api/health/ready calls ready (checked every second), X-Forwarded-For/-Proto/-Host
// added as nginx's proxy_add_x_forwarded_for does, and an X-Upstream response header naming the
// instance that answered, so the demo can show both did. For a real deployment use nginx, Caddy
// or HAProxy (docs/deploy.md has an nginx site); this one exists because none is installed here.
//   node scripts/deploy-proxy.mjs <port> <host:port> [<host:port>...]
import { request, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Starts the proxy; resolves once it listens. `close()` stops it and its readiness checks. */
export async function startProxy(port, upstreams, { host = '127.0.0.1', log = () => {} } = {}) {
  const ready = new Map(upstreams.map((u) => [u, false]));
  let next = 0;

  const check = (u) =>
    new Promise((done) => {
      const [h, p] = u.split(':');
      const req = request({ host: h, port: p, path: '/api/health/ready', timeout: 2000 }, (res) => {
        res.resume();
        done(res.statusCode === 200);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => done(false));
      req.end();
    });
  const checkAll = async () => {
    for (const u of upstreams) {
      const ok = await check(u);
      if (ok !== ready.get(u)) log(`[proxy] ${u} ${ok ? 'ready' : 'NOT ready'}`);
      ready.set(u, ok);
    }
  };
  await checkAll();
  const timer = setInterval(() => void checkAll(), 1000);

  const pick = (skip) => {
    const live = upstreams.filter((u) => ready.get(u) && !skip.includes(u));
    return live.length ? live[next++ % live.length] : null;
  };

  // As nginx's proxy_next_upstream: a GET or HEAD whose instance refused it goes to the next one.
  const forward = (req, res, tried) => {
    const upstream = pick(tried);
    if (!upstream) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ error: 'Service temporarily unavailable' }));
      return;
    }
    const [h, p] = upstream.split(':');
    const client = req.socket.remoteAddress ?? '';
    const xff = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': xff ? `${xff}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': req.headers.host ?? '',
    };
    const out = request({ host: h, port: p, method: req.method, path: req.url, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, 'x-upstream': upstream });
      up.pipe(res);
    });
    out.on('error', () => {
      ready.set(upstream, false); // taken out until the next check says ready
      if (res.headersSent) return void res.destroy();
      if (req.method === 'GET' || req.method === 'HEAD')
        return forward(req, res, [...tried, upstream]);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Bad gateway' }));
    });
    if (tried.length === 0) req.pipe(out);
    else out.end();
  };

  const server = createServer((req, res) => forward(req, res, []));
  await new Promise((done) => server.listen(port, host, done));
  return {
    ready,
    close: () =>
      new Promise((done) => {
        clearInterval(timer);
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [port, ...upstreams] = process.argv.slice(2);
  if (!port || upstreams.length === 0) {
    console.error('usage: node scripts/deploy-proxy.mjs <port> <host:port> [<host:port>...]');
    process.exit(2);
  }
  const proxy = await startProxy(Number(port), upstreams, { log: console.log });
  console.log(`[proxy] listening on 127.0.0.1:${port} -> ${upstreams.join(', ')}`);
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => void proxy.close().then(() => process.exit(0)));
}
