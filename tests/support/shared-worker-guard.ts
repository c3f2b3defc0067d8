// A setup file of the `shared` vitest project (vitest.config.ts): its files share one worker's
// globals, so a file that leaves the clock faked stops every timer of the files after it in that
// worker. It happened: tests/support/scripted-recorder.ts faked setInterval and never gave it
// back, and server/test/pruner.test.ts, when it came next, saw its schedule start no pass in 15 s
// (CI, 2026-12-02 and 12-03). Each file hands its worker back with real timers, or fails here.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  if (!vi.isFakeTimers()) return;
  vi.useRealTimers();
  throw new Error(
    'this file left fake timers on, and the next file in its worker would inherit them: ' +
      'call vi.useRealTimers() when done (onTestFinished or afterEach)',
  );
});
