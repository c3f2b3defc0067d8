import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HistoryData } from '../../../core/api/types.ts';
import { attrValues, textOf } from '../../../tests/support/dom-text.ts';
import { setLanguage } from '../../i18n/index.ts';
import { CorrectionsChart } from './CorrectionsChart.tsx';

type Week = HistoryData['weeks'][number];
/** A week as the server sends it: per-hour rates from the counts, null when nothing was tracked. */
const week = (start: string, tracked = 0, alerts = 0, falseAlarms = 0, missed = 0): Week => {
  const perHour = (n: number) =>
    tracked > 0 ? Math.round((n / (tracked / 3600)) * 100) / 100 : null;
  return {
    week_start: start,
    tracked_seconds: tracked,
    looking_down_seconds: 0,
    alerts,
    false_alarms: falseAlarms,
    missed_slouches: missed,
    false_alarms_per_hour: perHour(falseAlarms),
    missed_slouches_per_hour: perHour(missed),
  };
};
const chart = (weeks: Week[]) =>
  renderToString(
    <CorrectionsChart history={{ state: 'ready', data: { time_zone: 'UTC', days: [], weeks } }} />,
  );
/** The text of the visually hidden table's rows, one string per row. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1] ?? ''));
/** The bars' values as drawn above them, in order (week by week, "That wasn't a slouch" first). */
const barValues = (html: string) =>
  [
    ...html.matchAll(/<g data-kind="[^"]+">[\s\S]*?<\/title>[\s\S]*?<text[^>]*>([^<]*)<\/text>/g),
  ].map((m) => m[1]);

const WEEKS = [
  week('2026-02-16'), // before the first session: nothing tracked, null per hour
  week('2026-02-23', 4 * 3600, 12, 6, 2),
  week('2026-03-02', 2 * 3600, 3, 1, 0),
  week('2026-03-09', 1800, 1, 0, 1),
];

describe("'Your corrections per tracked hour' on /account", () => {
  test('loading and failed, as the day chart: the same history request', () => {
    const loading = renderToString(<CorrectionsChart history={{ state: 'loading' }} />);
    expect(textOf(loading)).toContain('Your corrections per tracked hour');
    expect(textOf(loading)).toContain('Loading history...');
    const failed = renderToString(
      <CorrectionsChart history={{ state: 'error', message: 'Boom' }} />,
    );
    expect(textOf(failed)).toContain('Failed to load history: Boom');
    expect(attrValues(failed, 'role')).toContain('alert');
  });

  test('no week tracked: the empty note, no chart', () => {
    for (const weeks of [[], [week('2026-03-02'), week('2026-03-09')]]) {
      const html = chart(weeks);
      expect(textOf(html)).toContain('No tracked time in the last 30 days yet.');
      expect(html).not.toContain('<svg');
      expect(html).not.toContain('<table');
    }
  });

  test('tracked weeks without a correction: how to give one, no chart', () => {
    const html = chart([week('2026-03-02', 3600, 4), week('2026-03-09', 600)]);
    expect(textOf(html)).toContain(
      'No corrections yet. When the coach gets it wrong while tracking, tell it with "That wasn\'t a slouch" or "I\'m slouching now".',
    );
    expect(html).not.toContain('<svg');
    expect(textOf(html)).not.toContain('No tracked time');
  });

  test('two bars a tracked week with their values, none in a week with null per hour', () => {
    const html = chart(WEEKS);
    expect(textOf(html)).toContain(
      'How often you told the coach it was wrong, per hour tracked, week by week.',
    );
    expect(attrValues(html, 'aria-hidden')).toContain('true');
    expect(html.match(/data-week="/g)).toHaveLength(4);
    // The empty week draws no bar; the others two each.
    expect(html.match(/data-kind="/g)).toHaveLength(6);
    expect(barValues(html)).toEqual(['1.5', '0.5', '0.5', '0', '0', '2']);
    expect(html).toContain(
      '<title>Week of Feb 23: That wasn&#x27;t a slouch, 1.5 per hour</title>',
    );
    // Under each week: its first day, then its alerts or that nothing was tracked.
    const ticks = textOf(html.slice(html.indexOf('<svg'), html.indexOf('</svg>')));
    expect(ticks).toContain('Week of Feb 16: not tracked Feb 16 –');
    expect(ticks).toContain('Feb 23 12 alerts');
    expect(ticks).toContain('Mar 9 1 alert');
    // The tallest bar (2 per hour) spans the plot; 0.5 a quarter of it; a zero a hairline.
    const heights = attrValues(html, 'height').map(Number);
    expect(heights).toEqual([72, 24, 24, 1.5, 1.5, 96]);
  });

  test('the legend and the table for screen readers: per hour and in all, beside the alerts', () => {
    const html = chart(WEEKS);
    expect(textOf(html)).toContain("That wasn't a slouch I'm slouching now");
    expect(textOf(html)).toContain('Corrections per tracked hour by week, last 30 days');
    const rows = tableRows(html);
    expect(rows).toEqual([
      "Week of Time tracked Alerts That wasn't a slouch I'm slouching now",
      'Feb 16 0m 0 none none',
      'Feb 23 4h 0m 12 1.5 per hour, 6 in all 0.5 per hour, 2 in all',
      'Mar 2 2h 0m 3 0.5 per hour, 1 in all 0 per hour, 0 in all',
      'Mar 9 30m 1 0 per hour, 0 in all 2 per hour, 1 in all',
    ]);
  });

  test('rates keep two decimals at most, as the server rounds them', () => {
    // 1 in 3 hours: 0.33 per hour.
    const html = chart([week('2026-03-09', 3 * 3600, 0, 1, 0)]);
    expect(barValues(html)).toEqual(['0.33', '0']);
    expect(tableRows(html)[1]).toBe('Mar 9 3h 0m 0 0.33 per hour, 1 in all 0 per hour, 0 in all');
  });
});

describe('the corrections chart in German (docs/product.md#language)', () => {
  beforeAll(() => setLanguage('de'));
  afterAll(() => setLanguage('en'));

  test('title, legend, table and numbers are German (decimal comma)', () => {
    const html = chart(WEEKS);
    const text = textOf(html);
    expect(text).toContain('Ihre Korrekturen pro erfasster Stunde');
    expect(text).toContain('Das war keine schlechte Haltung Ich sitze gerade krumm');
    expect(barValues(html)).toEqual(['1,5', '0,5', '0,5', '0', '0', '2']);
    const rows = tableRows(html);
    expect(rows[0]).toBe(
      'Woche ab Erfasste Zeit Hinweise Das war keine schlechte Haltung Ich sitze gerade krumm',
    );
    expect(rows[1]).toBe('16. Feb. 0 Min. 0 keine keine');
    expect(rows[2]).toBe(
      '23. Feb. 4 Std. 0 Min. 12 1,5 pro Stunde, 6 insgesamt 0,5 pro Stunde, 2 insgesamt',
    );
    expect(text).toContain('Woche ab 16. Feb.: nicht erfasst 16. Feb. –');
    expect(text).toContain('9. März 1 Hinweis');
  });
});
