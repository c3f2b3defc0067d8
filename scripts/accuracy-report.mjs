// The printed report of `npm run accuracy` (the tables it writes into the docs: accuracy-doc.mjs);
// the numbers come from tests/accuracy-replay.ts (the engine replay, pure TypeScript) and
// tests/accuracy-tables.ts.
const { framesOf, replay, CALIBRATION_SHARE } = await import('../tests/accuracy-replay.ts');
const { cueTable, sweep } = await import('../tests/accuracy-tables.ts');
const { leaveOnePersonOut, meets, ratesOf, MIN_RECALL, MAX_UPRIGHT_FLAGGED } =
  await import('../tests/accuracy-lopo.ts');
const { CALIBRATION_DURATION_MS } = await import('../core/posture/constants.ts');
const SENSITIVITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const pct = (c) =>
  c.total ? `${c.flagged}/${c.total} (${Math.round((100 * c.flagged) / c.total)} %)` : '-';
export const num = (v, d = 3) => (Number.isFinite(v) ? v.toFixed(d) : '-');

export function report(ds, cache) {
  const items = framesOf(cache);
  const withPose = items.filter((i) => i.frame).length;
  const rows = sweep(cache.kind, items);
  console.log(
    `\n== ${ds.name}: ${items.length} frames, ${withPose} with a pose (${cache.kind}) ==`,
  );
  if (ds.about) console.log(ds.about);
  console.log(
    'Flagged = forwardHead or slouching on the frame, default settings but the sensitivity:',
  );
  console.table(
    rows.map((r) => ({
      sensitivity: r.sensitivity,
      'slouched flagged (recall)': pct(r.slouched),
      'good flagged (false alarms)': pct(r.good),
    })),
  );
  const cues = cueTable(replay(cache.kind, items, {}));
  console.log(
    'Each cue against the calibrated baseline (positive = toward a slouch); gap = (lowest slouched - highest good) / tolerance, > 0 separates alone:',
  );
  console.table(
    cues.map((c) => ({
      cue: c.cue,
      rule: c.rule,
      tolerance: num(c.tolerance),
      'good median': num(c.good.median),
      'good max': num(c.good.max),
      'slouched median': num(c.slouched.median),
      'slouched min': num(c.slouched.min),
      gap: num(c.gap, 2),
    })),
  );
  return {
    name: ds.name,
    person: ds.person ?? ds.name,
    items,
    about: ds.about ?? '',
    kind: cache.kind,
    frames: items.length,
    withPose,
    sweep: rows,
    cues,
  };
}

/**
 * Per person (tests/accuracy-lopo.ts): generic and personal at the default sensitivity, the generic
 * sweep per sitting, and what each cue adds.
 */
export function lopoReport(results) {
  const sittings = results.map((r) => ({
    name: r.name,
    person: r.person,
    kind: r.kind,
    items: r.items,
  }));
  const people = leaveOnePersonOut(sittings, SENSITIVITIES);
  console.log(`\n== Per person: calibrated on the start of each sitting; generic and personal ==`);
  for (const p of people) {
    console.log(
      `${p.person}: generic recall ${pct(p.generic.slouched)}, upright flagged ${pct(p.generic.good)}; personal recall ${pct(p.personal.slouched)}, upright flagged ${pct(p.personal.good)} -> personal ${meets(p.personal) ? 'meets' : 'MISSES'} recall >= ${100 * MIN_RECALL} % and upright <= ${100 * MAX_UPRIGHT_FLAGGED} %`,
    );
    for (const s of p.sittings)
      console.table(
        s.sweep.map((r) => ({
          sitting: s.name,
          sensitivity: r.sensitivity,
          'slouched flagged (recall)': pct(r.slouched),
          'upright flagged': pct(r.good),
          'slouched shown in the status': pct(r.status.slouched),
          'upright shown in the status': pct(r.status.good),
        })),
      );
    console.table(p.ablation.map((a) => ({ cue: a.cue, ...flat(a) })));
  }
  return { people };
}

const flat = (a) => ({
  'generic: upright': a.generic.good,
  'generic: slouched': a.generic.slouched,
  'personal: upright': a.personal.good,
  'personal: slouched': a.personal.slouched,
});

/** "That wasn't a slouch" on every sitting (tests/accuracy-feedback.ts): one correction per flag. */
export async function feedbackReport(results) {
  const { feedbackReplay } = await import('../tests/accuracy-feedback.ts');
  console.log(
    `\n== "That wasn't a slouch": each upright moment flagged on its own corrected once, the sitting judged again ==`,
  );
  for (const r of results) {
    const cases = feedbackReplay(r.kind, r.items);
    const bySensitivity = [...new Set(cases.map((c) => c.sensitivity))].map((sensitivity) => {
      const at = cases.filter((c) => c.sensitivity === sensitivity);
      const quiet = at.filter((c) => !c.flaggedAfter).length;
      const capped = at.filter((c) => c.flaggedAfter && c.beyondCap).length;
      return {
        sitting: r.name,
        sensitivity,
        'upright moments flagged': at.length,
        'quiet after one correction': quiet,
        'still flagged (beyond the cap)': capped,
        'still flagged (within the cap)': at.length - quiet - capped,
        'slouched still caught (worst case)': `${Math.min(...at.map((c) => c.stillCaught))}/${at[0].caught}`,
      };
    });
    if (bySensitivity.length) console.table(bySensitivity);
    else console.log(`${r.name}: no upright moment flagged at sensitivity 5-10`);
  }
}

/** Mean and 90th percentile of how far lite's face and shoulder landmarks (0-12) sit from full's, in px. */
function landmarkShift(fullCache, liteCache) {
  const d = [];
  for (const [i, f] of fullCache.frames.entries()) {
    const l = liteCache.frames[i];
    if (!f.keypoints || !l?.keypoints) continue;
    for (let k = 0; k <= 12; k++)
      d.push(Math.hypot(f.keypoints[k].x - l.keypoints[k].x, f.keypoints[k].y - l.keypoints[k].y));
  }
  d.sort((a, b) => a - b);
  const mean = d.reduce((n, v) => n + v, 0) / (d.length || 1);
  return { mean, p90: d[Math.floor(0.9 * (d.length - 1))] ?? NaN };
}

/**
 * BlazePose lite beside full (`npm run accuracy -- --model lite`), shipped engine, default
 * sensitivity: each sitting judged on full, on lite, and on lite after a calibration seen by full
 * (low power switched on mid-session keeps the baseline full took).
 */
export function modelReport(full, lite, liteCaches) {
  console.log(
    `\n== BlazePose lite beside full: shipped engine, default sensitivity, the same frames ==`,
  );
  const rows = [];
  for (const l of lite) {
    const f = full.find((x) => x.name === l.name);
    const fullItems = framesOf(f.cache);
    const good = fullItems.filter((x) => x.label === 'good');
    const calibStills = new Set(good.slice(0, Math.ceil(good.length * CALIBRATION_SHARE)));
    const calibrating = (x) =>
      l.kind === 'video' ? x.t * 1000 < CALIBRATION_DURATION_MS : calibStills.has(x);
    const mixed = fullItems.map((x, i) => (calibrating(x) ? x : l.items[i]));
    const shift = landmarkShift(f.cache, liteCaches.get(l.name));
    for (const [model, items] of [
      ['full', fullItems],
      ['lite', l.items],
      ['lite, calibrated on full', mixed],
    ]) {
      const r = ratesOf({ name: l.name, person: l.person, kind: l.kind, items }, 5, {});
      rows.push({
        sitting: l.name,
        model,
        'slouched flagged (recall)': pct(r.slouched),
        'upright flagged': pct(r.good),
        'status: slouched / upright shown': `${pct(r.status.slouched)} / ${pct(r.status.good)}`,
        ...(model === 'lite'
          ? { 'landmark shift px (mean / p90)': `${num(shift.mean, 1)} / ${num(shift.p90, 1)}` }
          : {}),
      });
    }
  }
  console.table(rows);
  return rows;
}
