import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attrValues, textOf } from '../../../tests/support/dom-text.ts';
import { setLanguage } from '../../i18n/index.ts';
import { ActivityCalendar } from './ActivityCalendar.tsx';

describe('ActivityCalendar is an ARIA grid with one tab stop', () => {
  const today = new Date(2026, 10, 4, 12);
  const html = renderToString(
    <ActivityCalendar
      entries={[{ date: '2026-10-31', has_qualified_session: true }]}
      today={today}
    />,
  );

  test('a header row and five weeks of seven days', () => {
    expect(html).toContain('role="grid"');
    expect(html.match(/role="row"/g)).toHaveLength(6);
    expect(html.match(/role="columnheader"/g)).toHaveLength(7);
    expect(html.match(/role="gridcell"/g)).toHaveLength(35);
  });

  test('only today is in the tab order, marked as the current date', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(34);
    expect(html).toMatch(
      /aria-current="date"[^>]*tabindex="0"|tabindex="0"[^>]*aria-current="date"/,
    );
  });

  test('an active day of another month keeps its fill (only inactive ones are outlined)', () => {
    const active = html.match(/<div[^>]*data-active="true"[^>]*>/g) ?? [];
    expect(active).toHaveLength(1);
    expect(active[0]).toContain('data-in-month="false"');
    const inactiveOther = html.match(
      /<div[^>]*data-active="false"[^>]*data-in-month="false"[^>]*>/g,
    );
    expect(inactiveOther?.length).toBeGreaterThan(0);
    const cls = (tag: string) => /class="([^"]*)"/.exec(tag)?.[1]?.split(' ').filter(Boolean) ?? [];
    expect(cls(active[0] ?? '').length).toBeLessThan(cls(inactiveOther?.[0] ?? '').length);
  });
});

describe('the calendar names its days in the current language', () => {
  const render = () =>
    renderToString(
      <ActivityCalendar
        entries={[{ date: '2026-11-03', has_qualified_session: true }]}
        today={new Date(2026, 10, 4, 12)}
      />,
    );
  const headers = (html: string) =>
    [...html.matchAll(/role="columnheader"[^>]*>([^<]*)</g)].map((m) => m[1]);

  test('English: Sunday first, one letter shown, the full name read', () => {
    const html = render();
    expect(headers(html)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(attrValues(html, 'aria-label').slice(0, 7)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(html).toContain('aria-label="Tue, Nov 3, 2026: Active"');
    expect(html).toContain('aria-label="Wed, Nov 4, 2026: No activity"');
  });

  describe('German', () => {
    beforeAll(() => setLanguage('de'));
    afterAll(() => setLanguage('en'));

    test('German day names, dates and legend', () => {
      const html = render();
      // A German week starts on Monday.
      expect(headers(html)).toEqual(['M', 'D', 'M', 'D', 'F', 'S', 'S']);
      expect(attrValues(html, 'aria-label').slice(0, 2)).toEqual(['Montag', 'Dienstag']);
      expect(html).toContain('aria-label="Di., 3. Nov. 2026: aktiv"');
      expect(html).toContain('aria-label="Mi., 4. Nov. 2026: keine Aktivität"');
      expect(textOf(html)).toContain('Aktivitätskalender');
      expect(textOf(html)).toContain('Aktiver Tag Keine Aktivität Heute');
    });
  });
});
