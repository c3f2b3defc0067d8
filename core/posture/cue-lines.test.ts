// Each cue's line (cue-lines.ts): generic from the person's own calibration spread with a floor and
// a cap, the neck stretch off; personal from their slouch example, bounded both ways.
import { describe, expect, it } from 'vitest';
import {
  catchesExample,
  CUE_FLOORS,
  cueLines,
  EXAMPLE_SHARE,
  LINE_SHARE_MAX,
  lineNearExample,
  MIN_SHARE,
  placesLine,
  SPREAD_Z,
  WIDEN_CAP,
  wouldPlaceIfStill,
} from './cue-lines.ts';
import { CUE_NAMES } from './cue-names.ts';

const line = (l: ReturnType<typeof cueLines>, cue: keyof typeof CUE_FLOORS) =>
  l.factor[cue] * CUE_FLOORS[cue];

describe('generic lines', () => {
  it('without a spread (older baselines): every cue at its default tolerance, the neck stretch off', () => {
    const l = cueLines({});
    for (const cue of CUE_NAMES) {
      if (cue === 'stretch') expect(l).toMatchObject({ source: { stretch: 'off' } });
      else expect([cue, l.factor[cue], l.source[cue]]).toEqual([cue, 1, 'generic']);
    }
    expect(l.factor.stretch).toBe(0);
  });

  it('a tolerance is at least SPREAD_Z of the calibration spreads, never below the floor, at most WIDEN_CAP floors', () => {
    const quiet = cueLines({ spread: { sink: 0.01 } });
    expect(quiet.factor.sink).toBe(1); // 3 x 0.01 is under the floor 0.1
    const restless = cueLines({ spread: { sink: 0.05 } });
    expect(line(restless, 'sink')).toBeCloseTo(SPREAD_Z * 0.05, 12);
    const wild = cueLines({ spread: { sink: 1, drop: 1 } });
    expect(wild.factor.sink).toBe(WIDEN_CAP);
    expect(wild.factor.drop).toBe(WIDEN_CAP);
    // A broken spread (NaN, negative) counts as none.
    expect(cueLines({ spread: { sink: NaN, shrink: -1 } }).factor).toMatchObject({
      sink: 1,
      shrink: 1,
    });
  });

  it('the harness can still ask for a generic stretch, and leave any cue out', () => {
    expect(line(cueLines({}, { neckStretchTolerance: 0.04 }), 'stretch')).toBeCloseTo(0.04, 12);
    const l = cueLines({}, { disabled: ['sink', 'drop'] });
    expect(l.factor).toMatchObject({ sink: 0, drop: 0, shrink: 1 });
    expect(l.source).toMatchObject({ sink: 'off', drop: 'off', shrink: 'generic' });
  });
});

describe('personal lines (the slouch example)', () => {
  it('a stretch past the upright band turns the stretch on, halfway to the example', () => {
    const l = cueLines({ spread: { stretch: 0.005 }, slouchExample: { stretch: 0.09 } });
    expect(l.source.stretch).toBe('personal');
    expect(line(l, 'stretch')).toBeCloseTo(EXAMPLE_SHARE * 0.09, 12);
  });

  it('never inside the upright band: an example just past it puts the line at the band', () => {
    const band = MIN_SHARE * CUE_FLOORS.stretch; // 0.02, above 3 x 0.005
    const l = cueLines({ spread: { stretch: 0.005 }, slouchExample: { stretch: band * 1.2 } });
    expect(line(l, 'stretch')).toBeCloseTo(band, 12);
    // A restless calibration widens the band: 3 x 0.02 = 0.06.
    const r = cueLines({ spread: { stretch: 0.02 }, slouchExample: { stretch: 0.07 } });
    expect(line(r, 'stretch')).toBeCloseTo(0.06, 12);
  });

  it('an example inside the band, or the wrong way, changes nothing (a bad example cannot flag everything)', () => {
    const generic = cueLines({ spread: { stretch: 0.005 } });
    for (const v of [0.01, 0, -0.2, NaN])
      expect(
        cueLines({ spread: { stretch: 0.005 }, slouchExample: { stretch: v, sink: -v } }),
      ).toEqual(generic);
  });

  it('a deep example never loosens a rule that already catches it (a bad example cannot silence it)', () => {
    const l = cueLines({ slouchExample: { drop: 0.9, sink: 0.8, shrink: 0.5 } });
    expect(l.factor).toMatchObject({ drop: 1, sink: 1, shrink: 1 });
    expect(l.source).toMatchObject({ drop: 'generic', sink: 'generic', shrink: 'generic' });
    // A milder one tightens: the sink halfway to 0.16.
    expect(line(cueLines({ slouchExample: { sink: 0.16 } }), 'sink')).toBeCloseTo(0.08, 12);
  });

  it('the face width only corroborates forward head: an example never moves its line', () => {
    expect(cueLines({ slouchExample: { face: 0.21 } }).factor.face).toBe(1);
  });
});

describe('lineNearExample', () => {
  it('says when the upright band holds every placed line near the example itself', () => {
    // Halfway: a slouch like the example reads twice its line.
    expect(lineNearExample({ spread: { stretch: 0.005 }, slouchExample: { stretch: 0.09 } })).toBe(
      false,
    );
    // A restless calibration's band (3 x 0.02 = 0.06) holds the line at 86 % of the way to 0.07.
    const near = { spread: { stretch: 0.02 }, slouchExample: { stretch: 0.07 } };
    expect(placesLine(near)).toBe(true);
    expect(lineNearExample(near)).toBe(true);
    // Just within LINE_SHARE_MAX of the way: not near (a slouch like it reads a third past).
    const atShare = {
      spread: { stretch: 0.02 },
      slouchExample: { stretch: 0.061 / LINE_SHARE_MAX },
    };
    expect(lineNearExample(atShare)).toBe(false);
    // One placed cue with room is enough: the sink halfway to 0.16 beside the near stretch.
    expect(lineNearExample({ ...near, slouchExample: { stretch: 0.07, sink: 0.16 } })).toBe(false);
    // No example, or one that places nothing, is not near anything.
    expect(lineNearExample({ spread: { stretch: 0.02 } })).toBe(false);
    expect(lineNearExample({ spread: { stretch: 0.02 }, slouchExample: { stretch: 0.05 } })).toBe(
      false,
    );
  });
});

describe('catchesExample', () => {
  it("says whether the lines flag the person's own example: none, a stretch, a slouch too small to see", () => {
    expect(catchesExample({})).toBeNull();
    expect(catchesExample({ slouchExample: { stretch: 0.09 } })).toBe(true);
    expect(catchesExample({ slouchExample: { sink: 0.3 } })).toBe(true);
    // Inside every band (what lite reads of the laptop sitter's slouch): nothing to separate.
    expect(
      catchesExample({ spread: { stretch: 0.01 }, slouchExample: { stretch: 0.02, sink: -0.05 } }),
    ).toBe(false);
    // The face width cannot flag alone.
    expect(catchesExample({ slouchExample: { face: 0.5 } })).toBe(false);
  });
});

describe('placesLine', () => {
  it('an example teaches the coach something only when it places some cue past the upright band', () => {
    expect(placesLine({})).toBe(false);
    expect(placesLine({ spread: { stretch: 0.01 }, slouchExample: { stretch: 0.05 } })).toBe(true);
    // Within the band (3 spreads, at least half the default tolerance) on every cue: nothing.
    expect(placesLine({ spread: { stretch: 0.01 }, slouchExample: { stretch: 0.03 } })).toBe(false);
    expect(placesLine({ slouchExample: { sink: 0.04, drop: -0.1 } })).toBe(false);
    // Past the band but wider than a generic line that already catches it: nothing changes.
    expect(placesLine({ slouchExample: { sink: 0.5 } })).toBe(false);
    // The face width only corroborates: never placed.
    expect(placesLine({ slouchExample: { face: 0.9 } })).toBe(false);
  });
});

describe('wouldPlaceIfStill', () => {
  it('only a restless calibration holds the example inside the band', () => {
    // The laptop sitter's runs here: his slouch's neck stretch 0.07-0.08; a still calibration
    // (spread 0.009-0.018) places its line, a restless one (0.03) does not, still one would.
    const example = { stretch: 0.08 };
    expect(placesLine({ spread: { stretch: 0.018 }, slouchExample: example })).toBe(true);
    expect(wouldPlaceIfStill({ spread: { stretch: 0.018 }, slouchExample: example })).toBe(false);
    expect(placesLine({ spread: { stretch: 0.03 }, slouchExample: example })).toBe(false);
    expect(wouldPlaceIfStill({ spread: { stretch: 0.03 }, slouchExample: example })).toBe(true);
    // A moment within even a still calibration's band (half the default tolerance) is upright.
    const small = { stretch: (MIN_SHARE * CUE_FLOORS.stretch) / 2 };
    expect(wouldPlaceIfStill({ spread: { stretch: 0.03 }, slouchExample: small })).toBe(false);
    expect(wouldPlaceIfStill({ spread: { stretch: 0.03 } })).toBe(false);
  });
});
