// Every replay pack and camera clip the specs use, built ahead into the temp folder where they
// look for them (replay.ts, clip-camera.ts: once per content, renamed into place). `npm test`
// runs this beside vitest and waits for it before Playwright (scripts/test.mjs): in a fresh clone
// the first specs built them themselves, three workers the same files at once on two busy cores,
// and one spec's beforeEach ran past its 120 s. A clip left out here (the shallow
// example's two stills) is still built by its spec, as before.
import { performance } from 'node:perf_hooks';
import { FAKE_CAMERA } from './chromium.ts';
import { clipWebm, REPLAY_CAMERA_FPS } from './clip-camera.ts';
import { buildLaptopClip } from './laptop-clip.ts';
import { leavingCamera } from './leaving-clip.ts';
import { buildLowPowerClip } from './low-power-clip.ts';
import { buildNagClip } from './nag-clip.ts';
import { buildNotJudgingClip } from './not-judging-clip.ts';
import { PACK_NAMES, replayPack } from './replay-packs.ts';
import { buildLongUprightClip, buildLookDownClip } from './seated-clips.ts';

function prepareReplayAssets(): void {
  for (const name of PACK_NAMES) replayPack(name);
  const clips = [
    FAKE_CAMERA,
    buildLongUprightClip(),
    buildLookDownClip(),
    buildLowPowerClip(),
    buildNagClip(),
    buildNotJudgingClip(),
    leavingCamera(),
  ];
  for (const clip of clips) clipWebm(clip, REPLAY_CAMERA_FPS);
  // The laptop sitter's clip shows another still in every frame: his spec plays it at 30 fps.
  clipWebm(buildLaptopClip(), 30);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  prepareReplayAssets();
  console.log(
    `[replay] packs and camera clips ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
