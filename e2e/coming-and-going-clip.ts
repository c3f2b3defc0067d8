// The coming-and-going fake-camera clip of monitor-camera-size.e2e.ts, replayed at test time from
// the committed 1280x720 clip (e2e/fixtures/README.md) into the temp folder.
import { expect } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed 1280x720 clip (e2e/fixtures/README.md: 4 s of the person, one still a second, then
 * 4 s of black, at 30 fps) replayed as 8 s of the person (its four stills twice) and 8 s of black.
 * Away time longer than a slow analysis step (seconds on a loaded machine) means some analysed frame
 * always lands in it, so the countdown surely pauses; 8 s in view lets it complete in two visits.
 */
export function comingAndGoing(): string {
  const src = readFileSync(
    fileURLToPath(new URL('./fixtures/seated-1280x720-away.mjpeg', import.meta.url)),
  );
  const frames: Buffer[] = [];
  for (let i = 0; i < src.length;) {
    const end = src.indexOf(Buffer.from([0xff, 0xd9]), i) + 2;
    frames.push(src.subarray(i, end));
    i = end;
  }
  expect(frames).toHaveLength(241);
  const person = frames.slice(0, 120);
  const file = join(tmpdir(), `posture-e2e-camsize-${process.env.E2E_PORT ?? '3123'}.mjpeg`);
  writeFileSync(
    file,
    Buffer.concat([...person, ...person, ...Array<Buffer>(240).fill(frames[200]!)]),
  );
  return file;
}
