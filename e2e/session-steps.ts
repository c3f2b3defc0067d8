// Shared steps of monitor-session-lifecycle.e2e.ts and monitor-session-away.e2e.ts on the real /app
// against the real server: sign up, the access token, the server's record of a session (GET
// /user/export), the session start and end calls, Start Tracking and the account menu.
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

const PASSWORD = 'Sitting9Straight';

interface ExportedSession {
  session_id: string;
  end_time: string | null;
  final_score: number | null;
  num_alerts: number | null;
  total_episodes: number | null;
  data_points: {
    duration_seconds: number;
    good_posture_seconds: number;
    bad_posture_seconds: number;
  }[];
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs up a new account; `inApp`: through the nav's link, without loading the page again. */
export async function signUp(page: Page, first: string, inApp = false): Promise<void> {
  if (inApp) await nav(page).getByRole('link', { name: 'Sign Up' }).click();
  else await page.goto('/signup');
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill('Lifecycle');
  await page.getByLabel('Email').fill(`${first.toLowerCase()}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-prompt$/);
}

export const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

/** The server's record of one session (GET /user/export), as its owner sees it. */
export async function serverSession(request: APIRequestContext, token: string, id: string) {
  const res = await request.get('/api/user/export', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { sessions } = (await res.json()) as { sessions: ExportedSession[] };
  return sessions.find((s) => s.session_id === id) ?? null;
}

export const isStart = (r: Response) =>
  r.url().endsWith('/api/sessions') && r.request().method() === 'POST';
export const isEnd = (id: string) => (r: Response) => r.url().includes(`/api/sessions/${id}/end`);

export async function startTracking(page: Page): Promise<string> {
  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: /^(Start|Resume) Tracking$/ }).click();
  const res = await started;
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');
  return ((await res.json()) as { session_id: string }).session_id;
}

export async function menu(page: Page, first: string, item: string) {
  await page.getByRole('button', { name: `${first} account menu` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
