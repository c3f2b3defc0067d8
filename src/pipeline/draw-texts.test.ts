// The words the page sends the draw worker for its canvas placeholders (draw-bridge.ts).
import { afterEach, describe, expect, test } from 'vitest';
import { PLACEHOLDERS } from '../../core/protocol/draw.ts';
import { setLanguage } from '../i18n/index.ts';
import { placeholderTexts } from './draw-bridge.ts';

afterEach(() => setLanguage('en'));

describe("the canvas placeholders in the page's language", () => {
  test('English names each placeholder by itself', () => {
    const english = Object.values(PLACEHOLDERS);
    expect(placeholderTexts()).toEqual(Object.fromEntries(english.map((e) => [e, e])));
  });

  test.each([
    ['de', 'Kamera aus', 'Erfassung gestoppt'],
    ['fr', 'Caméra éteinte', 'Suivi arrêté'],
    ['es', 'Cámara apagada', 'Seguimiento detenido'],
  ] as const)(
    '%s: every placeholder translated, keyed by its English',
    async (lang, off, stopped) => {
      await setLanguage(lang);
      const texts = placeholderTexts();
      expect(texts[PLACEHOLDERS.idle]).toBe(off);
      expect(texts[PLACEHOLDERS.stopped]).toBe(stopped);
      for (const english of Object.values(PLACEHOLDERS)) expect(texts[english]).not.toBe(english);
    },
  );
});
