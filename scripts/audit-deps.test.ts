// scripts/audit-deps.mjs: the merge policy (docs/deploy.md, "Dependency audit") on `npm audit
// --json` reports shaped as npm 10 prints them.
import { describe, expect, it } from 'vitest';
import { verdict } from './audit-deps.mjs';

const advisory = (severity: string, ghsa: string) => ({
  source: 1_100_000,
  name: 'pkg',
  dependency: 'pkg',
  title: `a ${severity} issue`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<1.2.3',
});
const report = (...via: object[]) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    pkg: { name: 'pkg', severity: 'high', isDirect: true, via: [...via, 'other'] },
  },
  metadata: { vulnerabilities: { high: 1, total: 1 } },
});
const today = '2026-11-26';

describe('npm audit verdict', () => {
  it('a clean report passes', () => {
    expect(verdict({ auditReportVersion: 2, vulnerabilities: {} }, [], today)).toEqual({
      status: 'pass',
      lines: [],
    });
  });

  it('high and critical block; moderate and low are printed only', () => {
    expect(verdict(report(advisory('critical', 'GHSA-aaaa-bbbb-cccc')), [], today).status).toBe(
      'fail',
    );
    const v = verdict(report(advisory('moderate', 'GHSA-dddd-eeee-ffff')), [], today);
    expect(v).toEqual({
      status: 'pass',
      lines: ['notes  moderate pkg GHSA-dddd-eeee-ffff a moderate issue'],
    });
  });

  it('an exception waives its advisory until it expires, then blocks again', () => {
    const r = report(advisory('high', 'GHSA-aaaa-bbbb-cccc'));
    const exception = { advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'not reachable', expires: today };
    expect(verdict(r, [exception], today)).toEqual({
      status: 'pass',
      lines: [
        `notes  high pkg GHSA-aaaa-bbbb-cccc a high issue excepted until ${today}: not reachable`,
      ],
    });
    expect(verdict(r, [exception], '2026-11-27').status).toBe('fail');
  });

  it('an unreachable audit endpoint is its own verdict, never a pass or a fail', () => {
    const err = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/x',
      statusCode: 405,
    };
    expect(verdict(err, [], today)).toEqual({ status: 'unreachable', lines: [err.message] });
    expect(verdict(null, [], today).status).toBe('unreachable');
  });
});
