import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { deviceLabel } from './device.ts';

const CASES = [
  ['Firefox', 'Windows', 'Firefox on Windows', 'Firefox unter Windows'],
  ['Safari', null, 'Safari', 'Safari'],
  [null, 'Linux', 'A browser on Linux', 'Ein Browser unter Linux'],
  [null, null, 'Unknown browser', 'Unbekannter Browser'],
] as const;

describe('deviceLabel (docs/api.md#sign-ins)', () => {
  afterAll(() => setLanguage('en'));

  it.each(CASES)('%s / %s reads "%s" in English', (browser_name, system, english) => {
    expect(deviceLabel({ browser_name, system })).toBe(english);
  });

  it.each(CASES)('%s / %s reads "%s" in German', async (browser_name, system, _en, german) => {
    await setLanguage('de');
    expect(deviceLabel({ browser_name, system })).toBe(german);
  });
});
