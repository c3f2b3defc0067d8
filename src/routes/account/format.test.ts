import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import {
  dayKey,
  dayWord,
  formatDuration,
  formatJoined,
  parseServerDate,
  streakMessage,
} from './format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [29, '0m'],
    [30, '1m'],
    [89, '1m'],
    [90, '2m'],
    [3599, '60m'],
    [3600, '1h 0m'],
    [3660, '1h 1m'],
    [7325, '2h 2m'],
    [-5, '0m'],
  ])('%i s -> %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});

describe('streak messages', () => {
  it.each([
    [0, null],
    [1, "You're building a great habit!"],
    [2, "You're building a great habit!"],
    [3, 'Great job! Keep it up!'],
    [6, 'Great job! Keep it up!'],
    [7, "Amazing! You're on fire!"],
    [30, "Amazing! You're on fire!"],
  ])('%i days -> %s', (n, msg) => {
    expect(streakMessage(n)).toBe(msg);
  });
  it('says day only for 1', () => {
    expect([0, 1, 2].map(dayWord)).toEqual(['days', 'day', 'days']);
  });
});

describe('server dates', () => {
  it('keeps a bare date as that calendar day', () => {
    expect(dayKey(parseServerDate('2025-10-18')!)).toBe('2025-10-18');
  });
  it('parses a zone-less date-time as UTC', () => {
    expect(parseServerDate('2025-10-18T12:00:00')!.getTime()).toBe(Date.UTC(2025, 9, 18, 12));
    expect(parseServerDate('2025-10-18 12:00:00')!.getTime()).toBe(Date.UTC(2025, 9, 18, 12));
  });
  it('honours an explicit zone and epoch numbers', () => {
    expect(parseServerDate('2025-10-18T12:00:00+02:00')!.getTime()).toBe(Date.UTC(2025, 9, 18, 10));
    expect(parseServerDate(0)!.getTime()).toBe(0);
    expect(parseServerDate('garbage')).toBeNull();
  });
});

describe('the joined date', () => {
  it('is a long US date in English, Unknown without one', () => {
    expect(formatJoined('2026-05-01')).toBe('May 1, 2026');
    expect(formatJoined(undefined)).toBe('Unknown');
  });
});

describe('in German (docs/product.md#language)', () => {
  beforeAll(() => setLanguage('de'));
  afterAll(() => setLanguage('en'));
  it('durations, day words, streak messages and the joined date', () => {
    expect(formatDuration(7325)).toBe('2 Std. 2 Min.');
    expect(formatDuration(90)).toBe('2 Min.');
    expect([0, 1, 2].map(dayWord)).toEqual(['Tage', 'Tag', 'Tage']);
    expect(streakMessage(3)).toBe('Sehr gut! Weiter so!');
    expect(formatJoined('2026-05-01')).toBe('1. Mai 2026');
    expect(formatJoined(undefined)).toBe('Unbekannt');
  });
});

describe('in French and Spanish', () => {
  afterAll(() => setLanguage('en'));
  it('French: durations, 0 and 1 day singular, the joined date', async () => {
    await setLanguage('fr');
    expect(formatDuration(7325)).toBe('2 h 2 min');
    expect([0, 1, 2].map(dayWord)).toEqual(['jour', 'jour', 'jours']);
    expect(streakMessage(3)).toBe('Bravo\u00a0! Continuez ainsi\u00a0!');
    expect(formatJoined('2026-05-01')).toBe('1 mai 2026');
  });
  it('Spanish: durations, day words, the joined date', async () => {
    await setLanguage('es');
    expect(formatDuration(90)).toBe('2 min');
    expect([0, 1, 2].map(dayWord)).toEqual(['días', 'día', 'días']);
    expect(streakMessage(8)).toBe('¡Increíble! ¡No hay quien le pare!');
    expect(formatJoined('2026-05-01')).toBe('1 de mayo de 2026');
    expect(formatJoined(undefined)).toBe('Desconocido');
  });
});
