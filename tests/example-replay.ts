// How often 'I'm slouching now' is followed through (docs/posture-rules.md#slouch-example): the
// laptop sitter's fake-camera clip, as real BlazePose full read it with tracking 10 times a second
// (a cache `npm run accuracy` writes; not committed, 3.6 MB), replayed through the engine the way
// e2e/monitor-laptop.e2e.ts plays it on a machine at the slow pace (2 analyses a second, each
// 0-300 ms late, the frame 0.3-0.6 s old), many times with the timing drawn at random: calibrate
// FROM-(FROM+2) s in (FROM 1.5 unless given), press 8 s into his slouch and every 5 s until the
// coach keeps an example, recalibrating on the next loop's upright part when it says 'restless' (twice at most). Each run
// reports the line's share of the way to the example, the cues it placed, and whether the next
// loop's slouch was named in 90 % of its checks from 14 s in (and its upright read Excellent in
// 90 % from 12 s in); the first ten runs that missed it are printed with their lines.
//   make the cache:  bash tests/fixtures/laptop/make-clip.sh /tmp/laptop-clip.mjpeg
//                    echo '{"ranges":[{"label":"good","from":0,"to":40},{"label":"slouched","from":40,"to":70}]}' > /tmp/laptop-clip.labels.json
//                    npm run accuracy -- --video /tmp/laptop-clip.mjpeg --labels /tmp/laptop-clip.labels.json --name laptop-clip-dense --fps 10
//   then:            node tests/example-replay.ts tests/fixtures/accuracy/laptop-clip-dense.landmarks.json [runs] [seed] [FROM]
// The same for him settling in once and then sitting still (e2e/laptop-clip.ts, the e2e spec's clip):
//   its header's line writes a copy to the temp folder; the accuracy line above with that --video
//   and --name laptop-settled-dense, then FROM 11 (the real app calibrated 12 s in).
import { readFileSync } from 'node:fs';
import { MESSAGE_EXCELLENT } from '../core/posture/constants.ts';
import { LINE_SHARE_MAX } from '../core/posture/cue-lines.ts';
import { createPostureEngine } from '../core/posture/engine.ts';
import { keptExample } from '../core/posture/slouch-example.ts';
import { createStatusHold } from '../core/posture/status-hold.ts';
import { framesOf, type LandmarkCache } from './accuracy-replay.ts';

const [file, runsArg = '400', seedArg = '5', fromArg = '1.5'] = process.argv.slice(2);
if (!file)
  throw new Error('usage: node tests/example-replay.ts CACHE.landmarks.json [runs] [seed] [FROM]');
/** The first calibration starts this many seconds into the clip, or up to 2 s later. */
const calibrateFrom = Number(fromArg);
const cache = JSON.parse(readFileSync(file, 'utf8')) as LandmarkCache;
const clip = framesOf(cache).sort((a, b) => a.t! - b.t!);
const CLIP_S = 70;
const UPRIGHT_S = 40;

/** mulberry32: a small seeded generator, so a run can be replayed. */
function random(seed: number) {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Run {
  outcome: string;
  /** The kept example's stretch line over its stretch (null: nothing kept). */
  share: number | null;
  /** The cues the kept example placed, each with its line's share of the way to the example. */
  placed: string;
  upright: number;
  slouch: number;
}

function once(rnd: () => number): Run {
  const engine = createPostureEngine({});
  const hold = createStatusHold();
  let calibrateAt = calibrateFrom + rnd() * 2;
  let pressLoop = 0;
  let pressAt = UPRIGHT_S + 8 + rnd() * 0.5;
  let kept: string | null = null;
  let share: number | null = null;
  let placed = '';
  let recalibrate = false;
  const judged = { up: 0, upOk: 0, sl: 0, slOk: 0 };
  for (let ms = 0; ms < (pressLoop + 2) * CLIP_S * 1000;) {
    ms += 500 + rnd() * 300;
    const s = ms / 1000;
    if (calibrateAt >= 0 && s >= calibrateAt) {
      engine.startCalibration(ms);
      calibrateAt = -1;
    }
    const seen = s - 0.3 - rnd() * 0.3;
    const item = clip[Math.max(0, Math.floor((seen % CLIP_S) * 10))]!;
    const sum = engine.step(item.frame ? { ...item.frame, timestamp: ms } : null, ms);
    if (!sum) continue;
    const shown = hold.update(sum.message, sum.issues, ms, sum.poor).message ?? sum.message;
    const loop = Math.floor(s / CLIP_S);
    const c = s - loop * CLIP_S;
    if (!kept && !recalibrate && loop === pressLoop && c >= pressAt && c < CLIP_S - 2) {
      const o = engine.slouchingNow();
      if (keptExample(o)) {
        kept = o;
        const line = engine.cueLines().find((l) => l.cue === 'stretch')!.line;
        share = line / (engine.slouchExample()?.stretch ?? NaN);
        const example = engine.slouchExample() ?? {};
        placed = engine
          .cueLines()
          .filter((l) => l.source === 'personal')
          .map((l) => `${l.cue} ${(l.line / (example[l.cue] ?? NaN)).toFixed(2)}`)
          .join(', ');
      } else if (o === 'restless' && pressLoop < 2) {
        recalibrate = true;
        pressLoop += 1;
        calibrateAt = pressLoop * CLIP_S + 1;
        pressAt = UPRIGHT_S + 8 + rnd() * 0.5;
      } else pressAt += 5;
    }
    if (recalibrate && calibrateAt < 0) recalibrate = false;
    if (kept && loop === pressLoop + 1) {
      if (c >= 12 && c < UPRIGHT_S - 2) {
        judged.up++;
        if (shown === MESSAGE_EXCELLENT) judged.upOk++;
      }
      if (c >= UPRIGHT_S + 14) {
        judged.sl++;
        if (shown !== MESSAGE_EXCELLENT) judged.slOk++;
      }
    }
  }
  return {
    outcome: kept ?? 'never kept',
    share,
    placed,
    upright: judged.up ? judged.upOk / judged.up : NaN,
    slouch: judged.sl ? judged.slOk / judged.sl : NaN,
  };
}

const runs = Number(runsArg);
const seed = Number(seedArg);
const tally = new Map<string, { runs: number; missed: number; flagged: number }>();
/** The lines of the runs whose next slouch was missed, to print (the first ten). */
const missedLines: string[] = [];
for (let r = 0; r < runs; r++) {
  const run = once(random(seed * 100_003 + r * 7_919));
  const key =
    run.share === null
      ? run.outcome
      : `${run.outcome}, line ${run.share > LINE_SHARE_MAX ? 'past' : 'within'} ${LINE_SHARE_MAX} of the way`;
  const t = tally.get(key) ?? { runs: 0, missed: 0, flagged: 0 };
  t.runs++;
  if (run.slouch < 0.9) {
    t.missed++;
    missedLines.push(
      `run ${r}: ${run.outcome}; placed ${run.placed}; next slouch named ${(100 * run.slouch).toFixed(0)} %`,
    );
  }
  if (run.upright < 0.9) t.flagged++;
  tally.set(key, t);
}
console.log(`${runs} runs (seed ${seed}, calibrated from ${calibrateFrom} s), ${file}`);
for (const [key, t] of tally)
  console.log(
    `${key}: ${t.runs} runs; next slouch named < 90 %: ${t.missed}; next upright Excellent < 90 %: ${t.flagged}`,
  );
if (missedLines.length)
  console.log(
    `missed (lines as a share of the way to the example):\n  ${missedLines.slice(0, 10).join('\n  ')}`,
  );
