#!/usr/bin/env node
// `npm run audit:deps`: `npm audit` of the production dependencies, with the merge policy of
// docs/deploy.md ("Dependency audit"): a high or critical advisory in a production dependency fails,
// unless audit-exceptions.json records it with a reason and an expiry date that is still ahead.
// When the registry's audit endpoint does not answer (mirrors that proxy only GET, offline), it says
// so plainly, audits nothing and passes: an unreachable service is not a finding. Set
// AUDIT_DEPS_REQUIRED=1 to fail instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BLOCKING = new Set(['high', 'critical']);
const advisoryId = (via) => /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);

/**
 * The verdict on `npm audit --json` output: `unreachable` (the endpoint answered with an error),
 * `pass` or `fail`, with one line per finding. Pure (scripts/audit-deps.test.ts).
 */
export function verdict(report, exceptions, today) {
  if (!report || report.error || report.statusCode || !report.vulnerabilities) {
    const why = report?.message ?? report?.error?.summary ?? 'no report';
    return { status: 'unreachable', lines: [why] };
  }
  const excepted = new Map(exceptions.map((e) => [e.advisory, e]));
  const lines = [];
  let blocked = false;
  for (const [name, v] of Object.entries(report.vulnerabilities)) {
    for (const via of v.via.filter((x) => typeof x === 'object')) {
      const id = advisoryId(via);
      const e = excepted.get(id);
      const waived = e && e.expires >= today;
      const blocks = BLOCKING.has(via.severity) && !waived;
      blocked ||= blocks;
      const note = waived
        ? `excepted until ${e.expires}: ${e.reason}`
        : e
          ? `exception expired ${e.expires}`
          : '';
      lines.push(
        `${blocks ? 'BLOCKS' : 'notes '} ${via.severity} ${name} ${id} ${via.title ?? ''} ${note}`.trimEnd(),
      );
    }
  }
  return { status: blocked ? 'fail' : 'pass', lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const file = `${root}audit-exceptions.json`;
  const exceptions = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = {
      error: { summary: (run.stderr || run.stdout || 'npm audit printed nothing').trim() },
    };
  }
  const today = new Date().toISOString().slice(0, 10);
  const v = verdict(report, exceptions, today);
  if (v.status === 'unreachable') {
    const required = process.env.AUDIT_DEPS_REQUIRED === '1';
    console.log(
      `[audit:deps] ${required ? 'FAILED' : 'SKIPPED'}: the registry's audit endpoint did not answer ` +
        `(${v.lines[0]}). The production dependencies were NOT audited by this run.` +
        (required ? '' : ' Set AUDIT_DEPS_REQUIRED=1 to make this fail.'),
    );
    process.exit(required ? 1 : 0);
  }
  for (const line of v.lines) console.log(`[audit:deps] ${line}`);
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `[audit:deps] ${v.status === 'fail' ? 'FAILED' : 'passed'}: production dependencies, ` +
      `${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')} ` +
      `(high and critical block unless excepted in audit-exceptions.json)`,
  );
  process.exit(v.status === 'fail' ? 1 : 0);
}
