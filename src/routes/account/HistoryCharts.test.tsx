import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HistoryData, HourlyData } from '../../../core/api/types.ts';
import { attrValues, textOf } from '../../../tests/support/dom-text.ts';
import { setLanguage } from '../../i18n/index.ts';
import * as c from './Charts.css.ts';
import { HistoryChart, HourlyChart } from './HistoryCharts.tsx';

const day = (
  date: string,
  tracked = 0,
  bad = 0,
  score: number | null = null,
  sessions = 0,
  lookingDown = 0,
) => ({
  date,
  tracked_seconds: tracked,
  bad_posture_seconds: bad,
  looking_down_seconds: lookingDown,
  average_score: score,
  session_count: sessions,
});
const history = (days: HistoryData['days']) =>
  renderToString(
    <HistoryChart history={{ state: 'ready', data: { time_zone: 'UTC', days, weeks: [] } }} />,
  );
const hours = (fill: (h: number) => [number, number, number | null]): HourlyData => ({
  time_zone: 'UTC',
  days: 30,
  hours: Array.from({ length: 24 }, (_, hour) => {
    const [tracked, bad, score] = fill(hour);
    return { hour, tracked_seconds: tracked, bad_posture_seconds: bad, average_score: score };
  }),
});
/** The text of the visually hidden table's rows, one string per row. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1] ?? ''));

describe('history charts on /account', () => {
  test('loading, failed and empty states', () => {
    expect(textOf(renderToString(<HistoryChart history={{ state: 'loading' }} />))).toContain(
      'Loading history...',
    );
    const failed = renderToString(<HourlyChart hourly={{ state: 'error', message: 'Boom' }} />);
    expect(textOf(failed)).toContain('Failed to load hourly stats: Boom');
    expect(attrValues(failed, 'role')).toContain('alert');
    const none = history([day('2026-03-09'), day('2026-03-10')]);
    expect(textOf(none)).toContain('No sessions in the last 30 days yet.');
    expect(none).not.toContain('<svg');
    const quiet = renderToString(
      <HourlyChart hourly={{ state: 'ready', data: hours(() => [0, 0, null]) }} />,
    );
    expect(textOf(quiet)).toContain('No tracked time in the last 30 days yet.');
  });

  test('a day chart: bars hidden from screen readers, the same numbers in a table', () => {
    const html = history([
      day('2026-03-09', 3900, 600, 81.6, 2, 900),
      day('2026-03-10'),
      day('2026-03-11', 120, 0, 90, 1),
    ]);
    expect(attrValues(html, 'aria-hidden')).toContain('true');
    expect(html.match(/data-bar="/g)).toHaveLength(3);
    expect(html.match(/<circle/g)).toHaveLength(2); // no score dot on the empty day
    const rows = tableRows(html);
    expect(rows[0]).toBe('Day Time tracked Poor posture Looking down Average score Sessions');
    expect(rows.slice(1)).toHaveLength(3);
    expect(rows[1]).toMatch(/^\S+ 9 1h 5m 10m 15m 82 2$|^9 \S+ 1h 5m 10m 15m 82 2$/);
    expect(rows[2]).toMatch(/0m 0m 0m none 0$/);
    expect(rows[3]).toMatch(/2m 0m 0m 90 1$/);
    expect(textOf(html)).toContain('Time tracked and average score per day, last 30 days');
  });

  test('looking down, a kind of its own: drawn on the poor-posture part, in the title and the key', () => {
    const html = history([day('2026-03-09', 3900, 600, 81.6, 2, 900), day('2026-03-10', 60)]);
    // One part, on the day that has it; its height is its share of the tallest bar's 116 units.
    const parts = [...html.matchAll(new RegExp(`<rect class="${c.lookingDown}"[^>]*>`, 'g'))];
    expect(parts).toHaveLength(1);
    const [, y, height] = /y="([\d.]+)" height="([\d.]+)"/.exec(parts[0]![0]) ?? [];
    expect(Number(height)).toBeCloseTo((900 / 3900) * 116, 5);
    expect(Number(y) + Number(height)).toBeCloseTo(120 - (600 / 3900) * 116, 5);
    expect(textOf(html)).toMatch(/9: 1h 5m, 15m looking down, score 82|9 \S+: 1h 5m, 15m/);
    expect(textOf(html)).toContain('Poor posture Looking down Average score (0-100)');
    // The hours have no looking-down time: no part, no key.
    const data = hours((h) => (h === 9 ? [1800, 900, 55] : [0, 0, null]));
    const hourly = renderToString(<HourlyChart hourly={{ state: 'ready', data }} />);
    expect(textOf(hourly)).not.toContain('Looking down');
  });

  test('an hour-of-day chart: 24 rows, hour ranges, poor posture per hour', () => {
    const data = hours((h) => (h === 9 ? [1800, 900, 55] : h === 23 ? [60, 0, 100] : [0, 0, null]));
    const html = renderToString(<HourlyChart hourly={{ state: 'ready', data }} />);
    expect(textOf(html)).toContain('When do you slouch?');
    const rows = tableRows(html).slice(1);
    expect(rows).toHaveLength(24);
    expect(rows[9]).toBe('09:00 to 10:00 30m 15m 55');
    expect(rows[23]).toBe('23:00 to 00:00 1m 0m 100');
    expect(rows[0]).toBe('00:00 to 01:00 0m 0m none');
  });
});

describe('history charts in German (docs/product.md#language)', () => {
  beforeAll(() => setLanguage('de'));
  afterAll(() => setLanguage('en'));

  test('headings, table, day names and durations are German', () => {
    const html = history([
      day('2026-03-09', 3900, 600, 81.6, 2),
      day('2026-03-10'),
      day('2026-03-11', 600, 0, 90, 1, 120),
    ]);
    expect(textOf(html)).toContain('Letzte 30 Tage');
    const rows = tableRows(html);
    expect(rows[0]).toBe(
      'Tag Erfasste Zeit Schlechte Haltung Blick nach unten Durchschnittswert Sitzungen',
    );
    expect(rows[1]).toBe('9. März 1 Std. 5 Min. 10 Min. 0 Min. 82 2');
    expect(rows[2]).toBe('10. März 0 Min. 0 Min. 0 Min. keine 0');
    expect(rows[3]).toBe('11. März 10 Min. 0 Min. 2 Min. 90 1');
    expect(html).toContain('<title>9. März: 1 Std. 5 Min., Wert 82</title>');
    expect(html).toContain(
      '<title>11. März: 10 Min., davon 2 Min. Blick nach unten, Wert 90</title>',
    );
  });

  test('hour ranges and the failure line, with the reason translated', () => {
    const data = hours((h) => (h === 9 ? [1800, 900, 55] : [0, 0, null]));
    const html = renderToString(<HourlyChart hourly={{ state: 'ready', data }} />);
    expect(textOf(html)).toContain('Wann sitzen Sie krumm?');
    expect(tableRows(html)[10]).toBe('09:00 bis 10:00 30 Min. 15 Min. 55');
    const failed = renderToString(
      <HourlyChart hourly={{ state: 'error', message: 'Failed to load hourly stats' }} />,
    );
    expect(textOf(failed)).toContain(
      'Stundenstatistik konnte nicht geladen werden: Die Statistik nach Uhrzeit konnte nicht geladen werden',
    );
  });
});
