// A tiny round-robin HTTP load balancer (node:http) for the scale-out test: each request goes to
// the next upstream, with X-Forwarded-For appended as a real balancer does, and the answer names
// the upstream that served it (x-upstream) so the test can prove which instance did what.
import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  base: string;
  served: number[];
  close(): Promise<void>;
}

export async function roundRobinProxy(upstreams: string[]): Promise<Proxy> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const i = next++ % upstreams.length;
    served[i]!++;
    const target = new URL(req.url ?? '/', upstreams[i]);
    const xff = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const up = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': xff },
      },
      (ur) => {
        res.writeHead(ur.statusCode ?? 502, { ...ur.headers, 'x-upstream': String(i) });
        ur.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'application/json', 'x-upstream': String(i) });
      res.end(JSON.stringify({ error: 'Bad gateway' }));
    });
    req.pipe(up);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
