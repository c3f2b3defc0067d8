// The printed report and the docs/accuracy.md tables of `npm run accuracy`; the numbers come from
// tests/accuracy-replay.ts (the engine replay, pure TypeScript) and tests/accuracy-tables.ts.
const { framesOf, replay, CALIBRATION_SHARE } = await import('../tests/accuracy-replay.ts');
const { cueTable, sweep } = await import('../tests/accuracy-tables.ts');
const { leaveOnePersonOut, meets, ratesOf, MIN_RECALL, MAX_UPRIGHT_FLAGGED } =
  await import('../tests/accuracy-lopo.ts');
const { CALIBRATION_DURATION_MS } = await import('../core/posture/constants.ts');
const SENSITIVITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const pct = (c) =>
  c.total ? `${c.flagged}/${c.total} (${Math.round((100 * c.flagged) / c.total)} %)` : '-';
const num = (v, d = 3) => (Number.isFinite(v) ? v.toFixed(d) : '-');

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

/** README.md's table: each person at the default sensitivity, generic and personal. */
export function accuracySummary(lopo) {
  const lines = [
    '| person | generic: recall | generic: upright flagged | personal: recall | personal: upright flagged | personal meets recall >= 95 % and upright <= 5 % |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of lopo.people)
    lines.push(
      `| ${p.person} | ${pct(p.generic.slouched)} | ${pct(p.generic.good)} | ${pct(p.personal.slouched)} | ${pct(p.personal.good)} | ${meets(p.personal) ? 'yes' : '**no**'} |`,
    );
  return lines.join('\n') + '\n';
}

/** The tables of docs/accuracy.md: leave-one-person-out per person and per sitting, then the cues. */
export function accuracyTables(results, lopo) {
  const lines = [
    'Default sensitivity (5), every sitting of the person pooled. Generic: calibrated on the upright start only. Personal: the same plus the first 5 s of the slouch as the example (those checks not judged). Each line comes from the person’s own calibration (and example) with constant floors and factors (docs/posture-rules.md#lines-that-carry); no tolerance is chosen per person from data:',
    '',
    '| person | generic: recall | generic: upright flagged | generic status: slouched / upright | personal: recall | personal: upright flagged | personal status: slouched / upright | personal meets 95 % / 5 % |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of lopo.people)
    lines.push(
      `| ${p.person} | ${pct(p.generic.slouched)} | ${pct(p.generic.good)} | ${pct(p.generic.status.slouched)} / ${pct(p.generic.status.good)} | ${pct(p.personal.slouched)} | ${pct(p.personal.good)} | ${pct(p.personal.status.slouched)} / ${pct(p.personal.status.good)} | ${meets(p.personal) ? 'yes' : '**no**'} |`,
    );
  lines.push(
    '',
    'What each cue adds (checks flagged with it minus without it; drop: forward-head translation, shrink: the 85 % rule, sink: neck sink, stretch: neck stretch, face: forward-head proximity):',
    '',
    '| person | cue | generic: upright | generic: slouched | personal: upright | personal: slouched |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const p of lopo.people)
    for (const a of p.ablation)
      lines.push(
        `| ${p.person} | ${a.cue} | ${a.generic.good} | ${a.generic.slouched} | ${a.personal.good} | ${a.personal.slouched} |`,
      );
  lines.push(
    '',
    'Per sitting, generic, at sensitivity 3, 5 and 8 (`npm run accuracy` prints 1-10):',
    '',
    '| sitting | person | checks judged (upright / slouched) | sensitivity | slouched flagged (recall) | upright flagged | status shows a problem: slouched / upright |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const p of lopo.people)
    for (const s of p.sittings)
      for (const sens of [3, 5, 8]) {
        const row = s.sweep.find((x) => x.sensitivity === sens);
        lines.push(
          `| ${s.name} | ${p.person} | ${row.good.total} / ${row.slouched.total} | ${sens} | ${pct(row.slouched)} | ${pct(row.good)} | ${pct(row.status.slouched)} / ${pct(row.status.good)} |`,
        );
      }
  lines.push(
    '',
    '| sitting | cue | rule | upright max | slouched min | gap (tolerances) |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const r of results) {
    for (const c of r.cues)
      lines.push(
        `| ${r.name} | ${c.cue} | ${c.rule} | ${num(c.good.max)} | ${num(c.slouched.min)} | ${num(c.gap, 2)} |`,
      );
  }
  return lines.join('\n') + '\n';
}

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
