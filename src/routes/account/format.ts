// Display rules of docs/product.md#monitoring-screen ('Account page') and docs/constants.md#forms-and-account (duration formatting, dates).
// Each text is in the current language (docs/product.md#language) when it is made: call these while rendering.
import { formatDate, t, tPlural } from '../../i18n/index.ts';

/** At least one hour: 'Xh Ym'; otherwise whole minutes, rounded: 'Ym'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Number.isFinite(totalSeconds) ? totalSeconds : 0);
  if (s >= 3600) return t('{h}h {m}m', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  return t('{m}m', { m: Math.round(s / 60) });
}

export const dayWord = (n: number) => tPlural(n, 'day', 'days');

/** The line under the current streak; none at 0. Thresholds at 3 and 7 days (docs/constants.md#forms-and-account). */
export function streakMessage(current: number): string | null {
  if (current >= 7) return t("Amazing! You're on fire!");
  if (current >= 3) return t('Great job! Keep it up!');
  if (current >= 1) return t("You're building a great habit!");
  return null;
}

/** docs/constants.md#forms-and-account: a date-time without a zone is UTC. A bare calendar date is already a day and stays one. */
export function parseServerDate(value: string | number): Date | null {
  if (typeof value === 'number') return new Date(value);
  const v = value.trim();
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (bare) return new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]));
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(v);
  const d = new Date(hasZone ? v : `${v.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A local calendar day as 'YYYY-MM-DD'. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A server day 'YYYY-MM-DD' as a short day ('Mar 9'), for the charts' ticks and tables. */
export function shortDay(date: string): string {
  const d = parseServerDate(date);
  return d ? formatDate(d, { month: 'short', day: 'numeric' }) : date;
}

export function formatJoined(createdAt: string | number | undefined): string {
  const d = createdAt === undefined ? null : parseServerDate(createdAt);
  return d ? formatDate(d, { year: 'numeric', month: 'long', day: 'numeric' }) : t('Unknown');
}
