import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener (smtp-server) on 127.0.0.1; the app reaches it through SMTP_URL like production. */
export async function smtpSink() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          waiters.splice(0).forEach((w) => w());
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(count: number): Promise<ParsedMail[]> {
      while (received.length < count) await new Promise<void>((r) => waiters.push(r));
      return received;
    },
    /** Waits until `count` mails to `address` have arrived and returns them, oldest first. */
    async to(address: string, count: number): Promise<ParsedMail[]> {
      const mine = () => received.filter((m) => JSON.stringify(m.to).includes(address));
      while (mine().length < count) await new Promise<void>((r) => waiters.push(r));
      return mine();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
