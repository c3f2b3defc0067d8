// The mails' words in every language (docs/api.md#server-rules): the server-side catalog check.
// Each language has every part the English has, says something in each, carries the link once
// in each part, and the language of a request is read from its Accept-Language.
import { describe, expect, it } from 'vitest';
import { mailLanguage } from '../src/services/mail-language.ts';
import {
  MAIL_LANGUAGES,
  MAIL_WORDS,
  registeredMail,
  resetMail,
  verificationMail,
} from '../src/services/mail-templates.ts';
import type { MailKindWords } from '../src/services/mail-words.ts';

const KINDS = ['verify', 'reset', 'registered'] as const;
const PARTS: (keyof MailKindWords)[] = ['subject', 'body', 'action', 'button', 'footer'];
const others = MAIL_LANGUAGES.filter((l) => l !== 'en');

describe.each(others)('the %s mails', (language) => {
  const words = MAIL_WORDS[language];

  it('have every part of the English, each said in this language (none left in English)', () => {
    for (const kind of KINDS)
      for (const part of PARTS) {
        const en = MAIL_WORDS.en[kind][part];
        const here = words[kind][part];
        expect([kind, part, typeof here]).toEqual([kind, part, typeof en]);
        if (Array.isArray(en)) expect([kind, part, here.length]).toEqual([kind, part, en.length]);
        for (const text of [here].flat()) {
          expect(text.trim()).not.toBe('');
          expect([en].flat()).not.toContain(text);
        }
      }
    expect(words.paste).not.toBe(MAIL_WORDS.en.paste);
  });

  it('the already-registered mail links the sign-in page (text and button) and names the forgot-password page', () => {
    const m = registeredMail('Sam', 'http://app.test', language);
    expect(m.text.split('http://app.test/login')).toHaveLength(2);
    expect(m.html.split('href="http://app.test/login"')).toHaveLength(2);
    expect(m.text).toContain('http://app.test/forgot-password');
    expect(m.text).not.toContain('{forgot}');
    expect(m.text.startsWith(words.greet('Sam'))).toBe(true);
  });

  it('greet by the name when there is one, and without one otherwise', () => {
    expect(words.greet('Sam')).toContain('Sam');
    expect(words.greet('')).not.toMatch(/ ,| :|^\s|\s$/);
    expect(words.greet('')).not.toBe(MAIL_WORDS.en.greet(''));
  });

  it.each([
    ['verification', verificationMail],
    ['reset', resetMail],
  ])('the %s mail carries its link once in the text and once in the button', (_kind, mail) => {
    const link = 'http://app.test/x?token=abc';
    const m = mail('Sam', link, language);
    expect(m.text.split(link)).toHaveLength(2);
    expect(m.html.split(`href="${link.replace(/&/g, '&#38;')}"`)).toHaveLength(2);
    expect(m.text.startsWith(words.greet('Sam'))).toBe(true);
  });
});

describe('mailLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-BE,fr;q=0.9', 'fr'],
    ['ES-mx', 'es'],
    ['pt, es;q=0.5, fr;q=0.4', 'es'],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['de, fr', 'de'],
    ['pt-BR', 'en'],
    [undefined, 'en'],
  ])('%s gives %s', (header, expected) => {
    expect(mailLanguage(header)).toBe(expected);
  });
});
