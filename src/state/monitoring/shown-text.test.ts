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

describe('engine sentences in French and Spanish', () => {
  const both = { changed: ['forwardHead', 'slouching'], capped: [], short: false } as const;

  test("'Missing landmarks' part by part, and the core's messages, in French", async () => {
    await setLanguage('fr');
    expect(messageText('Missing landmarks: nose, left shoulder')).toBe(
      'Points du corps manquants\u00a0: nez, épaule gauche',
    );
    expect(messageText('You are slouching. Sit up tall and lift your chest.')).toBe(
      'Vous vous avachissez. Redressez-vous et ouvrez la poitrine.',
    );
    expect(inLanguage(both)).toBe(
      'Compris\u00a0: désormais, j’accepterai un peu plus d’avancée et un peu plus d’affaissement pour votre tête.',
    );
  });

  test("'Missing landmarks' part by part, and the core's messages, in Spanish", async () => {
    await setLanguage('es');
    expect(messageText('Missing landmarks: right ear, left eye')).toBe(
      'Faltan puntos del cuerpo: oreja derecha, ojo izquierdo',
    );
    expect(messageText('No pose detected')).toBe('No se detecta ninguna pose');
    expect(inLanguage(both)).toBe(
      'Entendido: a partir de ahora permitiré un poco más de adelanto y un poco más de descenso en la cabeza.',
    );
    const capped = inLanguage({ changed: [], capped: ['shoulderAsymmetry'], short: false });
    expect(capped).toMatch(/^Ya permito todo lo que puedo para el desnivel de sus hombros aquí/);
    expect(capped).not.toMatch(/\b(allow|your|head|recalibrate)\b/);
  });
});
