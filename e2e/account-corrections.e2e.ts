// 'Your corrections per tracked hour' on /account (docs/product.md#account-page) against the real
// server: three sessions recorded through the API, as the recorder sends them (data points with
// false_alarms and missed_slouches), fifteen, eight and zero days back, show per local week (UTC
// here) "That wasn't a slouch" and "I'm slouching now" per tracked hour, drawn above the bars and
// in the table for screen readers, with the week's alerts; no WCAG 2.1 AA violation in either
// palette. With SCREENSHOT_DIR set, the card is saved in both palettes
// (account-corrections.png, account-corrections-light.png).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoViolations } from './axe.ts';
import { signUpInBrowser } from './reliability-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POINT_S = 1800;

/** A session as sent: its start, its alerts, and each half-hour point's two kinds of corrections. */
interface Seed {
  start: number;
  alerts: number;
  points: [falseAlarms: number, missedSlouches: number][];
}

/** docs/api.md#history: the Monday starting the UTC week of an instant, 'YYYY-MM-DD'. */
const mondayOf = (at: number) => {
  const d = new Date(at);
  return new Date(at - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

async function record(page: Page, token: string, seed: Seed) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/sessions', {
    headers,
    data: {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: new Date(seed.start).toISOString(),
      time_zone: 'UTC',
    },
  });
  expect(started.status()).toBe(201);
  const { session_id } = (await started.json()) as { session_id: string };
  const sent = await page.request.post(`/api/sessions/${session_id}/datapoints`, {
    headers,
    data: {
      data_points: seed.points.map(([false_alarms, missed_slouches], i) => ({
        timestamp: new Date(seed.start + (i + 1) * POINT_S * 1000).toISOString(),
        start_score: 80,
        end_score: 75,
        good_posture_seconds: 1500,
        bad_posture_seconds: 300,
        duration_seconds: POINT_S,
        false_alarms,
        missed_slouches,
      })),
    },
  });
  expect(sent.status()).toBe(200);
  const ended = await page.request.post(`/api/sessions/${session_id}/end`, {
    headers,
    data: {
      end_time: new Date(seed.start + seed.points.length * POINT_S * 1000).toISOString(),
      final_score: 78,
      num_alerts: seed.alerts,
      total_seconds_bad_posture: 300 * seed.points.length,
      total_episodes: seed.alerts,
    },
  });
  expect(ended.status()).toBe(200);
}

async function saveCard(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300);
  await card(page).screenshot({ path: `${dir}/${name}.png` });
}

/** A week's first day as the page writes it in English ('Mar 9'). */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** docs/api.md#history: per tracked hour, two decimals, as the page writes it in English. */
const rate = (n: number, seconds: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
    Math.round((n / (seconds / 3600)) * 100) / 100,
  );
/** The account page's durations: 'Xh Ym', or whole minutes under an hour. */
const duration = (s: number) =>
  s >= 3600 ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m` : `${Math.round(s / 60)}m`;

const card = (page: Page) =>
  page.getByRole('figure', { name: /^Your corrections per tracked hour/ });

test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'en-US' });

test('corrections per tracked hour, week by week, from sessions recorded through the API', async ({
  page,
}) => {
  await signUpInBrowser(page, 'corrections');
  await page.goto('/account');
  await expect(card(page).getByText('No tracked time in the last 30 days yet.')).toBeVisible();

  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );
  // The coach learning: fewer corrections per hour each week. The last session ends a minute ago.
  // The older two start at noon UTC, so neither crosses into another week.
  const now = Date.now();
  const noon = (daysBack: number) => new Date(now - daysBack * DAY).setUTCHours(12, 0, 0, 0);
  const seeds: Seed[] = [
    {
      start: noon(15),
      alerts: 14,
      points: [
        [3, 1],
        [2, 0],
        [1, 1],
        [0, 0],
      ],
    },
    {
      start: noon(8),
      alerts: 8,
      points: [
        [2, 1],
        [1, 0],
        [0, 0],
        [0, 0],
      ],
    },
    {
      start: now - 2 * HOUR - 60_000,
      alerts: 3,
      points: [
        [1, 0],
        [0, 0],
        [0, 1],
        [0, 0],
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

  await figure.scrollIntoViewIfNeeded();
  await expectNoViolations(page, '/account with corrections, dark');
  await saveCard(page, 'account-corrections');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoViolations(page, '/account with corrections, light');
  await saveCard(page, 'account-corrections-light');
});
