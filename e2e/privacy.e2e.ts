// Privacy (docs/product.md#purpose): every request of a whole session (sign up, track with the fake camera, end)
// is logged. None goes to another origin, and none carries image, video or audio data.
import { expect, test, type Request } from '@playwright/test';
import { record } from '../tests/reliability/support/metrics.ts';
import { openAndTrack, signUpInBrowser } from './reliability-helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** Magic numbers of the media a camera page could leak: JPEG, PNG, WebP/RIFF, WebM/Matroska, MP4, Ogg, GIF. */
const MAGIC: [string, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['riff', [0x52, 0x49, 0x46, 0x46]],
  ['webm', [0x1a, 0x45, 0xdf, 0xa3]],
  ['ogg', [0x4f, 0x67, 0x67, 0x53]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
];

function mediaIn(req: Request): string | null {
  const type = req.headers()['content-type'] ?? '';
  if (/^(image|video|audio)\/|multipart\/|application\/octet-stream/i.test(type))
    return `content-type ${type}`;
  const body = req.postDataBuffer();
  if (!body) return null;
  for (const [name, bytes] of MAGIC)
    if (bytes.every((b, i) => body[i] === b)) return `${name} bytes`;
  if (body.indexOf('ftyp') === 4) return 'mp4 bytes';
  const text = body.toString('latin1');
  if (/data:(image|video|audio)\//i.test(text)) return 'data: URL';
  // Long base64 runs are how pixels would travel inside JSON.
  if (/[A-Za-z0-9+/]{4096,}/.test(text)) return 'long base64 run';
  return null;
}

test('a whole session (sign up, track, end): no request leaves our origin, none carries media', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ours = new URL(baseURL!).origin;
  const log: { url: string; method: string; type: string; bytes: number; media: string | null }[] =
    [];
  const foreign: string[] = [];
  const sockets: string[] = [];
  context.on('request', (req) => {
    const url = req.url();
    const origin = url.startsWith('blob:')
      ? new URL(url.slice(5)).origin
      : url.startsWith('data:')
        ? ours
        : new URL(url).origin;
    if (origin !== ours) foreign.push(`${req.method()} ${url}`);
    log.push({
      url,
      method: req.method(),
      type: req.resourceType(),
      bytes: req.postDataBuffer()?.length ?? 0,
      media: mediaIn(req),
    });
  });
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await signUpInBrowser(page, 'privacy');
  await openAndTrack(page);
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 110_000 });
  await page.waitForTimeout(5000); // frames keep flowing into the workers: nothing of them may leave
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByTestId('camera-status')).not.toHaveText(/^Connected/);
  await page.waitForTimeout(1000);

  const uploads = log.filter((r) => r.bytes > 0);
  const media = log.filter((r) => r.media);
  record({
    area: 'data',
    item: 'privacy: network capture of a whole session',
    file: 'privacy.e2e.ts',
    test: test.info().title,
    figures: {
      requests: log.length,
      uploads: uploads.length,
      'bytes uploaded': uploads.reduce((n, r) => n + r.bytes, 0),
      'largest upload': Math.max(0, ...uploads.map((r) => r.bytes)),
      'foreign origins': foreign.length,
      'session API calls': log.filter((r) => r.url.includes('/api/sessions')).length,
      'media payloads': media.length,
      websockets: sockets.length,
    },
  });
  console.log(
    '[privacy] uploads:',
    uploads.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.bytes} B`).join(', '),
  );

  expect(log.length).toBeGreaterThan(10);
  expect(foreign).toEqual([]);
  expect(media).toEqual([]);
  expect(sockets).toEqual([]);
  // What does go up is small JSON: the sign-up form and session records, never frames.
  expect(Math.max(0, ...uploads.map((r) => r.bytes))).toBeLessThan(16 * 1024);
});
