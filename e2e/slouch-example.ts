// The page's 'Show me your slouch' state for monitor-slouch-example.e2e.ts: the 'Desk' setup's
// slouch example as this browser keeps it and as PUT /api/setups/Desk sends it, and the guides
// 'Check my calibration' draws over the camera, counted by colour in a screenshot of the canvas;
// and pressing 'I'm slouching now' until the page takes the moment (both languages' specs).
import { expect, type Page } from '@playwright/test';
import { decodePng } from './png.ts';
import { LONG_CLIP_S, LONG_UPRIGHT_S } from './seated-clips.ts';

/** src/state/setups.ts SETUPS_STORAGE_KEY (not imported: that module builds a store on load). */
const SETUPS_STORAGE_KEY = 'posture-coach:setups';

export type Example = Record<string, number>;

/** Pixels of the guides' exact colours (workers/draw/guides.ts) in a screenshot of the canvas. */
export async function guidePixels(page: Page): Promise<{ baseline: number; line: number }> {
  const canvas = page.getByTestId('canvas-host').locator('canvas');
  const { width, height, data } = decodePng(await canvas.screenshot());
  let baseline = 0;
  let line = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r < 40 && g > 230 && b > 230) baseline++;
    else if (r > 230 && g > 230 && b < 40) line++;
  }
  return { baseline, line };
}
export const storedExample = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      setups?: { name: string; baseline: { slouchExample?: Record<string, number> } }[];
    };
    return stored.setups?.find((s) => s.name === 'Desk')?.baseline.slouchExample ?? null;
  }, SETUPS_STORAGE_KEY);
export const putDesk = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/setups/Desk') && r.request().method() === 'PUT',
  );
export const sentExample = async (put: ReturnType<typeof putDesk>) =>
  ((await put).request().postDataJSON() as { baseline: { slouchExample?: Example } }).baseline
    .slouchExample ?? null;

/** The words pressUntilTaken reads, in the page's language. */
export interface SlouchNowWords {
  button: string;
  /** The message's close button (aria-label). */
  dismiss: RegExp;
  /** The message's start when the moment was taken. */
  taken: string;
  /** The message's start when the moment still reads like the calibration. */
  upright: string;
  /** The message's start when the coach's lines already flag the moment (nothing to learn). */
  flagged: string;
}

export const SLOUCH_NOW_EN: SlouchNowWords = {
  button: "I'm slouching now",
  dismiss: /Dismiss/,
  taken: 'Got it',
  upright: 'This moment looks like how you sat',
  flagged: 'The coach already flags',
};

/** The long upright clip's slouch (seated-clips.ts): presses wait for it by the camera's clock. */
const SLOUCH_FROM_S = LONG_UPRIGHT_S + 3;
const SLOUCH_UNTIL_S = LONG_CLIP_S - 1;

/**
 * Presses 'I'm slouching now' in the status until the page takes the moment, in the slouched part
 * of buildLongUprightClip by the clip's second (`clipS`: the camera opened at 0): from 3 s into it
 * (the moment is the last second of frames, and a loaded machine plays the clip a little late)
 * and, as the page asks when a moment still reads like the calibration, again every 3 s while the
 * slouch lasts (6 presses at most). What the page said before (the step's words, an earlier press)
 * is dismissed first. Each press is logged with its clip second. Returns the last message.
 */
export async function pressUntilTaken(
  page: Page,
  words: SlouchNowWords,
  clipS: () => Promise<number>,
): Promise<string> {
  const status = page.getByRole('region', { name: 'Status' });
  const message = page.getByTestId('false-alarm');
  const said = new RegExp(`^(${words.taken}|${words.upright}|${words.flagged})`);
  for (let attempt = 1; ; attempt++) {
    const dismiss = message.getByRole('button', { name: words.dismiss });
    if ((await dismiss.count()) > 0) {
      await dismiss.click();
      await expect(message).toHaveText('');
    }
    // Wait for the slouch (this loop's or the next one's).
    const s = (await clipS()) % LONG_CLIP_S;
    if (s < SLOUCH_FROM_S) await page.waitForTimeout((SLOUCH_FROM_S - s) * 1000);
    else if (s >= SLOUCH_UNTIL_S)
      await page.waitForTimeout((LONG_CLIP_S - s + SLOUCH_FROM_S) * 1000);
    const at = ((await clipS()) % LONG_CLIP_S).toFixed(1);
    await status.getByRole('button', { name: words.button }).focus();
    await page.keyboard.press('Enter');
    await expect(message).toContainText(said);
    const text = (await message.textContent()) ?? '';
    console.log(`[slouch-example] press ${attempt} at clip s ${at}: ${text.slice(0, 40)}`);
    // Flagged: the moment is past a line already, pressing again teaches nothing (the caller's
    // check of the message then fails, saying so).
    if (text.startsWith(words.taken) || text.startsWith(words.flagged) || attempt === 6)
      return text;
    await page.waitForTimeout(3_000);
  }
}
