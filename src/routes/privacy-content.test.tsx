import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { REMEMBER_MS } from '../../core/protocol/pose.ts';
import { setLanguage, t } from '../i18n/index.ts';
import { SECTIONS } from './privacy-content.tsx';

const markup = (id: string) => {
  const s = SECTIONS.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return renderToStaticMarkup(<Router ssrPath="/privacy">{s.body()}</Router>);
};
const text = (id: string) =>
  markup(id)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the privacy notice names everything processed, where and for how long', () => {
  it('saved setups: what they hold, that they upload when signed in, how long they stay', () => {
    expect(text('processed')).toMatch(
      /Saved setups: .*face width, head and chest positions.*when you are signed in, uploaded to your account/,
    );
    expect(text('retention')).toMatch(/Saved setups: in your account until you delete them/);
  });

  it('the remembered pose backend: where (IndexedDB, this device) and how long (a week)', () => {
    expect(REMEMBER_MS).toBe(7 * 24 * 3600_000);
    expect(text('retention')).toMatch(
      /fastest here.*pose worker's IndexedDB for one week at most.*never leaves the device/,
    );
  });

  it('no model choice is remembered on the device any more (Auto never swaps to lite by itself)', () => {
    expect(text('retention')).not.toMatch(/Auto switched to the lighter one/);
  });

  it('sign-ins: the browser and last use, kept until the sign-in ends', () => {
    expect(text('retention')).toMatch(
      /Each sign-in keeps the browser it came from \(its user agent\) and when it was last used.*deleted within an hour of that sign-in ending/,
    );
  });

  it('keeps the existing sentences', () => {
    expect(text('retention')).toContain(
      'Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).',
    );
    expect(text('processed')).toContain(
      "Feedback you choose to send, with your browser's user agent.",
    );
  });
});

describe('the German, French and Spanish privacy notices', () => {
  afterEach(() => setLanguage('en'));
  /** The section's elements in order, and its runs of text (an e-mail address stays as it is). */
  const shape = (id: string) => {
    const html = markup(id);
    const runs = html.split(/<[^>]+>/).filter((r) => /\p{L}/u.test(r) && !r.includes('@'));
    return { tags: html.match(/<\w+/g), runs };
  };

  it.each([
    ['de', 'höchstens eine Woche'],
    ['fr', 'une semaine au plus'],
    ['es', 'una semana como máximo'],
  ] as const)(
    '%s translates every title and every run of text, and keeps each section as it is built',
    async (lang, week) => {
      const english = SECTIONS.map((s) => ({ title: t(s.title), ...shape(s.id) }));
      await setLanguage(lang);
      SECTIONS.forEach((s, i) => {
        const en = english[i]!;
        const de = shape(s.id);
        expect(t(s.title)).not.toBe(en.title);
        expect(de.tags).toEqual(en.tags);
        expect(de.runs).toHaveLength(en.runs.length);
        de.runs.forEach((run, j) => expect(run).not.toBe(en.runs[j]));
      });
      expect(text('retention')).toContain(week);
    },
  );
});
