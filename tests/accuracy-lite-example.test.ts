// Issue 44, point 4, the engine's half: switch to BlazePose lite only if lite, calibrated on its own
// landmarks, separates this person's upright baseline from their slouch example. On the cached
// landmarks (full and lite, tests/fixtures/accuracy), replayed personal (the first 5 s of each
// slouch as the example): catchesExample (core/posture/cue-lines.ts) says yes for every sitting on
// full, and for the laptop sitter on lite there is nothing to catch: his example, read by lite, lies
// within his upright band on every cue, so the engine does not keep it ('unclear',
// docs/posture-rules.md#slouch-example) and lite does not see his slouch at all. Auto no longer
// switches to lite by itself (docs/decisions.md#adaptive-pose-model); this is why.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catchesExample } from '../core/posture/cue-lines.ts';
import { framesOf, replay, type LandmarkCache } from './accuracy-replay.ts';
import { slouchFlag } from './accuracy-tables.ts';

const dir = fileURLToPath(new URL('./fixtures/accuracy/', import.meta.url));
const judge = (name: string, model: 'full' | 'lite') => {
  const file = `${dir}${name}${model === 'lite' ? '.lite' : ''}.landmarks.json`;
  const c = JSON.parse(readFileSync(file, 'utf8')) as LandmarkCache;
  const r = replay(c.kind, framesOf(c), {}, {}, true);
  const slouched = r.judged.filter((j) => j.item.label === 'slouched');
  return {
    catches: catchesExample(r.calibration),
    kept: r.calibration.slouchExample !== undefined,
    recall: slouched.filter((j) => slouchFlag(j.summary)).length / slouched.length,
  };
};

describe('does this model see this person’s slouch (personal replay, full and lite)', () => {
  it('full: every sitting’s example is kept and caught', () => {
    for (const name of ['seated-stills', 'seated-video', 'laptop-stills', 'laptop-video']) {
      expect(judge(name, 'full').kept, name).toBe(true);
      expect(judge(name, 'full').catches, name).toBe(true);
    }
  });

  it('lite: the seated sitter’s yes, the laptop sitter’s no, and lite indeed misses his slouch', () => {
    for (const name of ['seated-stills', 'seated-video'])
      expect(judge(name, 'lite').catches, name).toBe(true);
    for (const name of ['laptop-stills', 'laptop-video']) {
      const lite = judge(name, 'lite');
      // No example kept (null): lite could not tell his slouch from his calibration.
      expect(lite.catches, name).not.toBe(true);
      expect(lite.kept, name).toBe(false);
      expect(lite.recall, name).toBeLessThan(0.1);
    }
  });
});
