import { afterEach, describe, expect, test } from 'vitest';
import { correctionWords } from '../../../core/posture/feedback-words.ts';
import { localeTag, setLanguage, t } from '../../i18n/index.ts';
import { messageText } from './shown-text.ts';

afterEach(() => setLanguage('en'));

const inLanguage = (parts: Parameters<typeof correctionWords>[0]) => {
  const list = new Intl.ListFormat(localeTag(), { style: 'long', type: 'conjunction' });
  return correctionWords(parts, t, (p) => list.format(p));
};

describe('engine messages in the language of the page', () => {
  test("'Missing landmarks' keeps its English and is German part by part", async () => {
    const english = 'Missing landmarks: nose, left shoulder';
    expect(messageText(english)).toBe(english);
    expect(messageText('No pose detected')).toBe('No pose detected');
    await setLanguage('de');
    expect(messageText(english)).toBe('Fehlende Körperpunkte: Nase, linke Schulter');
    expect(messageText('No pose detected')).not.toBe('No pose detected');
  });
});

describe("'That wasn't a slouch' in the language of the page", () => {
  const both = { changed: ['forwardHead', 'slouching'], capped: [], short: false } as const;

  test('English from the parts is the core English, word for word', () => {
    expect(inLanguage(both)).toBe(correctionWords(both));
    expect(inLanguage({ ...both, short: true })).toBe(correctionWords({ ...both, short: true }));
    const capped = {
      changed: [],
      capped: ['headTilt', 'shoulderAsymmetry'],
      short: false,
    } as const;
    expect(inLanguage(capped)).toBe(correctionWords(capped));
  });

  test('German joins the rooms with "und" and keeps no English word', async () => {
    await setLanguage('de');
    expect(inLanguage(both)).toBe(
      'Verstanden: Ab jetzt erlaube ich etwas mehr Vorneigung und etwas mehr Absinken des Kopfes.',
    );
    const capped = inLanguage({ changed: [], capped: ['shoulderAsymmetry'], short: false });
    expect(capped).toMatch(/^Für den Schiefstand Ihrer Schultern lasse ich/);
    expect(capped).not.toMatch(/\b(allow|your|head|recalibrate)\b/);
  });
});
