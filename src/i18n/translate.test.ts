import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  currentLanguage,
  formatDate,
  formatNumber,
  localeTag,
  msg,
  setLanguage,
  subscribeLanguage,
  t,
  tPlural,
} from './translate.ts';

afterEach(() => setLanguage('en'));

describe('t() in English', () => {
  test('the key is the text, placeholders filled by name', () => {
    expect(t('Account')).toBe('Account');
    expect(t('Joined {date}', { date: 'May 1, 2026' })).toBe('Joined May 1, 2026');
    expect(t('{count} of {total}', { count: 3, total: 35 })).toBe('3 of 35');
  });

  test('a placeholder without a value stays as written; a text without one ignores extra values', () => {
    expect(t('Signed out {browser}')).toBe('Signed out {browser}');
    expect(t('Signed out {browser}', { other: 'x' })).toBe('Signed out {browser}');
    expect(t('Today', { unused: 1 })).toBe('Today');
  });

  test('msg() returns its text unchanged, to be translated where it is shown', () => {
    expect(msg('Failed to load history')).toBe('Failed to load history');
  });
});

describe('setLanguage', () => {
  test('German loads its catalog, then t() answers from it; unknown keys stay English', async () => {
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(localeTag()).toBe('de-DE');
    expect(t('Language')).toBe('Sprache');
    expect(t('Joined {date}', { date: '1. Mai 2026' })).toBe('Mitglied seit 1. Mai 2026');
    expect(t('A text no catalog has')).toBe('A text no catalog has');
  });

  test('French and Spanish load their own catalogs; switching between them keeps each', async () => {
    await setLanguage('fr');
    expect(localeTag()).toBe('fr-FR');
    expect(t('Language')).toBe('Langue');
    await setLanguage('es');
    expect(localeTag()).toBe('es-ES');
    expect(t('Joined {date}', { date: '1 de mayo de 2026' })).toBe(
      'Miembro desde el 1 de mayo de 2026',
    );
    await setLanguage('fr');
    expect(t('Start Tracking')).toBe('Démarrer le suivi');
    expect(t('A text no catalog has')).toBe('A text no catalog has');
  });

  test('English again: the English text, and the listeners hear each change', async () => {
    const heard = vi.fn();
    const stop = subscribeLanguage(heard);
    await setLanguage('de');
    await setLanguage('en');
    stop();
    await setLanguage('de');
    expect(heard).toHaveBeenCalledTimes(2);
    await setLanguage('en');
    expect(t('Language')).toBe('Language');
  });
});

describe('tPlural', () => {
  test("English: 'one' for 1 only, {count} formatted as a number", () => {
    expect(
      tPlural(1, '{count} day ({left} to go)', '{count} days ({left} to go)', { left: 2 }),
    ).toBe('1 day (2 to go)');
    expect(tPlural(0, 'day', 'days')).toBe('days');
    expect(tPlural(1234, '{count} day', '{count} days')).toBe('1,234 days');
  });

  test('German: its own forms and its number format', async () => {
    await setLanguage('de');
    expect(tPlural(1, 'day', 'days')).toBe('Tag');
    expect(
      tPlural(7, '{count} day ({left} to go)', '{count} days ({left} to go)', { left: 4 }),
    ).toBe('7 Tage (noch 4)');
    expect(
      tPlural(1234, '{count} days ({left} to go)', '{count} days ({left} to go)', { left: 1 }),
    ).toBe('1.234 Tage (noch 1)');
  });

  test('French: 0 and 1 are singular, as its plural rules say', async () => {
    await setLanguage('fr');
    expect(
      tPlural(0, '{count} day ({left} to go)', '{count} days ({left} to go)', { left: 1 }),
    ).toBe('0 jour (encore 1)');
    expect(tPlural(2, 'day', 'days')).toBe('jours');
  });
});

describe('formatDate and formatNumber follow the language', () => {
  const day = new Date(2026, 4, 1, 14, 5);
  test('English is en-US', () => {
    expect(formatDate(day, { year: 'numeric', month: 'long', day: 'numeric' })).toBe('May 1, 2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  test('German is de-DE', async () => {
    await setLanguage('de');
    expect(formatDate(day, { year: 'numeric', month: 'long', day: 'numeric' })).toBe('1. Mai 2026');
    expect(formatDate(day, { weekday: 'long' })).toBe('Freitag');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  test('French is fr-FR and Spanish es-ES', async () => {
    await setLanguage('fr');
    expect(formatDate(day, { year: 'numeric', month: 'long', day: 'numeric' })).toBe('1 mai 2026');
    expect(formatDate(day, { weekday: 'long' })).toBe('vendredi');
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
    await setLanguage('es');
    expect(formatDate(day, { year: 'numeric', month: 'long', day: 'numeric' })).toBe(
      '1 de mayo de 2026',
    );
    expect(formatDate(day, { weekday: 'long' })).toBe('viernes');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });
});

describe('warmFormatters', () => {
  test('builds the plural rules and number format ahead, so the first countdown text builds none', async () => {
    vi.resetModules();
    const fresh = await import('./translate.ts');
    const built: string[] = [];
    const count = <T extends object>(name: string, real: T): T =>
      new Proxy(real, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target as never, args) as object;
        },
      });
    const real = { plural: Intl.PluralRules, number: Intl.NumberFormat };
    const intl = Intl as { PluralRules: unknown; NumberFormat: unknown };
    intl.PluralRules = count('plural', real.plural);
    intl.NumberFormat = count('number', real.number);
    try {
      fresh.warmFormatters();
      expect(built.sort()).toEqual(['number', 'plural']);
      expect(fresh.tPlural(3, '{count} second remaining', '{count} seconds remaining')).toBe(
        '3 seconds remaining',
      );
      expect(built).toHaveLength(2);
    } finally {
      intl.PluralRules = real.plural;
      intl.NumberFormat = real.number;
    }
  });
});
