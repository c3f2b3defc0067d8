// The summary table that ends `npm run test:reliability` (scripts/reliability.mjs): each item with
// its result and figures, then inputs tried, faults survived, load held and data lost.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Prints the table from the figures the suites wrote to `metrics` (one JSON line each) and the
 * results by file (`results`) and by test (`tests`); `overran` names the steps stopped at their limit.
 */
export function printSummary(metrics, results, tests, overran) {
  const figures = existsSync(metrics)
    ? readFileSync(metrics, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  const stateOf = (f) =>
    (f.test &&
      (tests.get(`${basename(f.file)} > ${f.test}`) ??
        results.get(`${basename(f.file)} > ${f.test}`))) ||
    ([...results].find(([name]) => f.file && name.startsWith(basename(f.file)))?.[1] ?? '?');
  const rows = figures.map((f) => [
    f.area,
    f.item,
    stateOf(f),
    Object.entries(f.figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; '),
  ]);
  for (const [name, state] of results) {
    const file = name.split(' > ')[0];
    if (
      file !== 'session-recorder.test.ts' &&
      !figures.some((f) => f.file && basename(f.file) === file)
    )
      rows.push(['-', name, state, '(no figures recorded)']);
  }
  const recorder = results.get('session-recorder.test.ts');
  if (recorder)
    rows.push([
      'data',
      '10-minute session, server killed and restarted twice (tests/session-recorder.test.ts)',
      recorder,
      'server totals equal the client totals (asserted there)',
    ]);
  const width = [6, Math.max(20, ...rows.map((r) => r[1].length)), 6];
  console.log('\nReliability summary');
  console.log(
    ['area'.padEnd(width[0]), 'item'.padEnd(width[1]), 'result'.padEnd(width[2]), 'figures'].join(
      ' | ',
    ),
  );
  for (const r of rows)
    console.log(
      [r[0].padEnd(width[0]), r[1].padEnd(width[1]), r[2].padEnd(width[2]), r[3]].join(' | '),
    );

  const sum = (area, key) =>
    figures.filter((f) => f.area === area).reduce((n, f) => n + (Number(f.figures[key]) || 0), 0);
  const lost = figures.reduce(
    (n, f) =>
      n +
      Object.entries(f.figures)
        .filter(([k]) => /lost|differing/.test(k))
        .reduce((m, [, v]) => m + (Number(v) || 0), 0),
    0,
  );
  const faults = rows.filter((r) => r[0] === 'faults');
  const load = figures.filter((f) => f.area === 'load' && f.figures.errors !== undefined);
  const failed = [...results].filter(([, s]) => s === 'fail').map(([n]) => n);
  console.log(`\ninputs tried: ${sum('inputs', 'requests')} (5xx: ${sum('inputs', '5xx')})`);
  console.log(`faults survived: ${faults.filter((r) => r[2] === 'pass').length}/${faults.length}`);
  console.log(
    `load held: ${load.map((f) => `${f.figures.requests} requests in ${f.figures.seconds} s, ${f.figures.errors} errors`).join('; ') || 'not run'}`,
  );
  console.log(
    `data lost: ${lost}${recorder && recorder !== 'pass' ? ' (session recorder run failed)' : ''}`,
  );
  const skipped = [...results].filter(([, s]) => s === 'skip').map(([n]) => n);
  if (skipped.length) console.log(`skipped (reason printed above): ${skipped.join(', ')}`);
  if (overran.length) console.log(`OVERRAN (stopped, results incomplete): ${overran.join(', ')}`);
  if (failed.length) console.log(`FAILED: ${failed.join(', ')}`);
}
