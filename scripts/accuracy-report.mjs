// The printed report and the README table of `npm run accuracy`; the numbers come from
// tests/accuracy-replay.ts (the engine replay, pure TypeScript).
const { cueTable, framesOf, replay, sweep } = await import('../tests/accuracy-replay.ts');

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
    about: ds.about ?? '',
    kind: cache.kind,
    frames: items.length,
    withPose,
    sweep: rows,
    cues,
  };
}

/** One table for the README: every dataset at sensitivity 3, 5 and 8, per class. */
export function readmeTable(results) {
  const lines = [
    '| dataset | frames judged (good / slouched) | sensitivity | slouched flagged (recall) | good flagged (false alarms) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    for (const s of [3, 5, 8]) {
      const row = r.sweep.find((x) => x.sensitivity === s);
      lines.push(
        `| ${r.name} | ${row.good.total} / ${row.slouched.total} | ${s} | ${pct(row.slouched)} | ${pct(row.good)} |`,
      );
    }
  }
  lines.push(
    '',
    '| dataset | cue | rule | good max | slouched min | gap (tolerances) |',
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
