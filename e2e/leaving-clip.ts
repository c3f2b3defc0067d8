// The leaving fake-camera clip of monitor-session-lifecycle.e2e.ts and monitor-session-away.e2e.ts,
// spliced at test time from the seated clip (e2e/fixtures/good-then-slouched.mjpeg) and
// e2e/fixtures/nobody.jpg (both MIT, see e2e/fixtures/README.md) into the temp folder: a person who
// sits well, slouches, then leaves.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_CAMERA } from './chromium.ts';

/**
 * A 90 s camera loop from the seated fixture (30 fps, each still held 1 s): 40 s good (room for
 * loading and calibrating on a slow machine), 20 s slouched, 20 s nobody (e2e/fixtures/nobody.jpg),
 * 10 s good again.
 */
export function leavingCamera(): string {
  const src = readFileSync(FAKE_CAMERA);
  const frames: Buffer[] = [];
  for (let i = 0; i < src.length;) {
    const end = src.indexOf(Buffer.from([0xff, 0xd9]), i) + 2;
    frames.push(src.subarray(i, end));
    i = end;
  }
  const nobody = readFileSync(new URL('./fixtures/nobody.jpg', import.meta.url));
  const good = frames.slice(0, 600);
  const loop = [
    ...good,
    ...good,
    ...frames.slice(600, 1200),
    ...Array<Buffer>(600).fill(nobody),
    ...good.slice(0, 300),
  ];
  const file = join(tmpdir(), `posture-e2e-leaves-${process.env.E2E_PORT ?? '3123'}.mjpeg`);
  // Written aside and renamed into place: two specs load it, maybe at once in two workers, and a
  // Chromium already playing the file keeps the one it opened.
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, Buffer.concat(loop));
  renameSync(aside, file);
  return file;
}
