// The page's 'Show me your slouch' state for monitor-slouch-example.e2e.ts: the 'Desk' setup's
// slouch example as this browser keeps it and as PUT /api/setups/Desk sends it, and the guides
// 'Check my calibration' draws over the camera, counted by colour in a screenshot of the canvas.
import type { Page } from '@playwright/test';
import { decodePng } from './png.ts';

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
