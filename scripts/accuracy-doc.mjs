// The tables `npm run accuracy -- --doc` writes into README.md and docs/accuracy.md, from the
// results of the printed report (accuracy-report.mjs).
import { num, pct } from './accuracy-report.mjs';
const { meets } = await import('../tests/accuracy-lopo.ts');

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
