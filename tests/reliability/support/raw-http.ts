// Raw bytes over a TCP socket, for requests fetch refuses to send (bad framing, smuggling, huge
// headers, lies in Content-Length). Resolves with the status line's code, or 0 when the server
// closed without answering, and `hung` when nothing at all happened within the time limit.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  hung: boolean;
}

export function rawRequest(
  port: number,
  bytes: string | Buffer,
  opts: { timeoutMs?: number; halfClose?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (hung: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body, hung: hung && chunks.length === 0 });
    };
    const timer = setTimeout(() => finish(true), opts.timeoutMs ?? 5000);
    socket.on('data', (c) => {
      chunks.push(c);
      // One answer is all we want: stop once a full response (head + declared body) is in.
      const text = Buffer.concat(chunks).toString('utf8');
      const len = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? NaN);
      const split = text.indexOf('\r\n\r\n');
      if (split >= 0 && Number.isFinite(len) && Buffer.byteLength(text.slice(split + 4)) >= len)
        finish(false);
    });
    socket.on('end', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
    socket.write(bytes, () => {
      if (opts.halfClose) socket.end();
    });
  });
}
