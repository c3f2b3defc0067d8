// A real SMTP listener (smtp-server + mailparser) that can go down and come back on the same port.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export function smtpSink(port: number) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async up() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, done) {
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              done();
            },
            (err: Error) => done(err),
          );
        },
      });
      await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    },
    async down() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
  };
}
