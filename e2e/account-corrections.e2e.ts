// 'Your corrections per tracked hour' on /account (docs/product.md#account-page) against the real
// server: three sessions recorded through the API, as the recorder sends them (data points with
// false_alarms, missed_slouches and looking_down_seconds), fifteen, eight and zero days back, show
// per local week (UTC here) "That wasn't a slouch" and "I'm slouching now" per tracked hour, drawn
// above the bars and in the table for screen readers, with the week's alerts; and on the day chart
// each session's time looking down (docs/posture-rules.md#looking-down), its own kind, in the table
// and in its bar's title; no WCAG 2.1 AA violation in either palette. With SCREENSHOT_DIR set, the
// cards are saved in both palettes (account-corrections.png, account-corrections-light.png,
// account-days.png, account-days-light.png).
import { expect, test } from '@playwright/test';
import { card, dayCard, saveCards } from './account-cards.ts';
import {
  accessToken,
  dayLabel,
  DAY,
  duration,
  HOUR,
  mondayOf,
  POINT_S,
  rate,
  record,
  type Seed,
} from './account-seeds.ts';
import { expectNoViolations } from './axe.ts';
import { signUpInBrowser } from './reliability-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'en-US' });

test('corrections per tracked hour, week by week, from sessions recorded through the API', async ({
  page,
}) => {
  await signUpInBrowser(page, 'corrections');
  await page.goto('/account');
  await expect(card(page).getByText('No tracked time in the last 30 days yet.')).toBeVisible();

  const token = await accessToken(page);
  // The coach learning: fewer corrections per hour each week. The last session ends a minute ago.
  // The older two start at noon UTC, so neither crosses into another week.
  const now = Date.now();
  const noon = (daysBack: number) => new Date(now - daysBack * DAY).setUTCHours(12, 0, 0, 0);
  const seeds: Seed[] = [
    {
      start: noon(15),
      alerts: 14,
      points: [
        [3, 1, 300],
        [2, 0, 120],
        [1, 1, 0],
        [0, 0, 60],
      ],
    },
    {
      start: noon(8),
      alerts: 8,
      points: [
        [2, 1, 0],
        [1, 0, 0],
        [0, 0, 600],
        [0, 0, 0],
      ],
    },
    {
      start: now - 2 * HOUR - 60_000,
      alerts: 3,
      points: [
        [1, 0, 90],
        [0, 0, 0],
        [0, 1, 0],
        [0, 0, 30],
      ],
    },
  ];
  for (const seed of seeds) await record(page, token, seed);

  // What each week should show, summed here from the points sent, each in the week of its own
  // timestamp (today's session may begin last week on an early Monday); alerts in the week the
  // session started.
  type Week = { seconds: number; fa: number; ms: number; alerts: number };
  const weeks = new Map<string, Week>();
  const add = (key: string, more: Partial<Week>) => {
    const w = weeks.get(key) ?? { seconds: 0, fa: 0, ms: 0, alerts: 0 };
    weeks.set(key, {
      seconds: w.seconds + (more.seconds ?? 0),
      fa: w.fa + (more.fa ?? 0),
      ms: w.ms + (more.ms ?? 0),
      alerts: w.alerts + (more.alerts ?? 0),
    });
  };
  for (const seed of seeds) {
    add(mondayOf(seed.start), { alerts: seed.alerts });
    seed.points.forEach(([fa, ms], i) =>
      add(mondayOf(seed.start + (i + 1) * POINT_S * 1000), { seconds: POINT_S, fa, ms }),
    );
  }
  // The window: the 30 UTC days up to today, and the weeks they touch (five or six).
  const windowWeeks = [...new Set(Array.from({ length: 30 }, (_, i) => mondayOf(now - i * DAY)))];
  windowWeeks.reverse();
  expect([...weeks.keys()].every((k) => windowWeeks.includes(k))).toBe(true);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  const figure = card(page);
  const table = figure.getByRole('table', {
    name: 'Corrections per tracked hour by week, last 30 days',
  });
  await expect(table.getByRole('row')).toHaveCount(1 + windowWeeks.length);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Week of',
    'Time tracked',
    'Alerts',
    "That wasn't a slouch",
    "I'm slouching now",
  ]);
  for (const [i, key] of windowWeeks.entries()) {
    const w = weeks.get(key);
    const row = table.getByRole('row').nth(i + 1);
    const bars = figure.locator(`[data-week="${key}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(dayLabel(key));
    if (!w) {
      // Nothing tracked that week: null per hour, no bars.
      await expect(row.getByRole('cell')).toHaveText(['0m', '0', 'none', 'none']);
      await expect(bars.locator('text')).toHaveText([dayLabel(key), '–']);
      await expect(bars.locator('title')).toHaveText(`Week of ${dayLabel(key)}: not tracked`);
      continue;
    }
    const [fa, ms] = [rate(w.fa, w.seconds), rate(w.ms, w.seconds)];
    await expect(row.getByRole('cell')).toHaveText([
      duration(w.seconds),
      String(w.alerts),
      `${fa} per hour, ${w.fa} in all`,
      `${ms} per hour, ${w.ms} in all`,
    ]);
    // Drawn: each bar's value above it, the week's first day and alerts under them.
    await expect(bars.locator('text')).toHaveText([
      fa,
      ms,
      dayLabel(key),
      `${w.alerts} ${w.alerts === 1 ? 'alert' : 'alerts'}`,
    ]);
  }
  // The legend, under the bars (the table's headers say the same for screen readers).
  await expect(figure.locator('svg + div')).toHaveText(
    /^\s*That wasn't a slouch\s+I'm slouching now\s*$/,
  );
  // Independent of the day the suite runs: 15 days back was 6 + 2 corrections in 2 hours.
  await expect(table.getByRole('row').filter({ hasText: '3 per hour, 6 in all' })).toHaveCount(1);

  // The day chart: each session whole on the UTC day it started, its time looking down beside its
  // poor posture (docs/api.md#history `days`), in the table and in its bar's title.
  const days = dayCard(page).getByRole('table', {
    name: 'Time tracked and average score per day, last 30 days',
  });
  await expect(days.getByRole('columnheader')).toHaveText([
    'Day',
    'Time tracked',
    'Poor posture',
    'Looking down',
    'Average score',
    'Sessions',
  ]);
  const dayCells = (day: string) =>
    days
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: dayLabel(day), exact: true }) })
      .getByRole('cell');
  const startDay = (seed: Seed) => new Date(seed.start).toISOString().slice(0, 10);
  for (const seed of seeds) {
    const day = startDay(seed);
    const [tracked, down] = [
      duration(seed.points.length * POINT_S),
      duration(seed.points.reduce((s, p) => s + p[2], 0)),
    ];
    const cells = dayCells(day);
    await expect(cells).toHaveCount(5);
    await expect(cells.nth(0)).toHaveText(tracked);
    await expect(cells.nth(1)).toHaveText(duration(300 * seed.points.length));
    await expect(cells.nth(2)).toHaveText(down);
    await expect(cells.nth(4)).toHaveText('1');
    await expect(dayCard(page).locator(`[data-bar="${day}"] title`)).toHaveText(
      new RegExp(`^${dayLabel(day)}: ${tracked}, ${down} looking down, score \\d+$`),
    );
  }
  // Independent of the sums above: 15 days back looked down 8 minutes, 8 days back 10.
  await expect(dayCells(startDay(seeds[0]!)).nth(2)).toHaveText('8m');
  await expect(dayCells(startDay(seeds[1]!)).nth(2)).toHaveText('10m');
  await expect(dayCard(page).locator('svg + div')).toHaveText(
    /^\s*Time tracked\s+Poor posture\s+Looking down\s+Average score \(0-100\)\s*$/,
  );

  await figure.scrollIntoViewIfNeeded();
  await expectNoViolations(page, '/account with corrections, dark');
  await saveCards(page, '');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoViolations(page, '/account with corrections, light');
  await saveCards(page, '-light');
});
