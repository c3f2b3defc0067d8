import { DE_MAIL } from './mail-templates-de.ts';
import { ES_MAIL } from './mail-templates-es.ts';
import { FR_MAIL } from './mail-templates-fr.ts';
import type { MailWords } from './mail-words.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A typed name as it may appear in a mail: one line, and nothing a mail client would turn into a
 * link (a URL, an address, a domain such as `evil.com`). A name that looks like one is left out,
 * so a sign-up cannot make our mail carry someone else's link.
 */
export function mailName(name: string): string {
  const line = name
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "St. John" stays; "evil.com", "evil。com", "mail@x", "http:" and "www." do not.
  const linky = /[@:/\\]|www\.|[\p{L}\p{N}-][.\u3002\uff0e\uff61][\p{L}\p{N}]{2,}/iu;
  return linky.test(line) ? '' : line.slice(0, 100);
}

/** The languages a mail can go out in (docs/api.md#server-rules): English unless the request asked for another of these. */
export const MAIL_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const EN: MailWords = {
  greet: (name) => (name ? `Hi ${name},` : 'Hi,'),
  paste: 'If the button does not work, paste this address into your browser:',
  verify: {
    subject: 'Verify your e-mail for Posture Coach',
    body: [
      'Welcome to Posture Coach. Please confirm your e-mail address to finish setting up your account.',
    ],
    action: 'Verify your e-mail',
    button: 'Verify e-mail',
    footer:
      'This link expires in 24 hours. If you did not sign up, someone else typed your address: do not click the link. Ignore this e-mail, or sign up yourself with this address (or use "Forgot password"), which replaces their password and signs them out.',
  },
  reset: {
    subject: 'Reset your Posture Coach password',
    body: ['Someone (hopefully you) asked to reset the password of your Posture Coach account.'],
    action: 'Choose a new password',
    button: 'Choose a new password',
    footer:
      'This link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail; your password stays the same.',
  },
  registered: {
    subject: 'Someone tried to sign up for Posture Coach with your e-mail',
    body: [
      'Someone, perhaps you, just tried to create a Posture Coach account with this e-mail address. You already have a Posture Coach account with this address, so no new account was made and nothing in yours changed.',
      'Forgot your password? Choose a new one at {forgot}. If you signed up with Google, use "Sign in with Google".',
    ],
    action: 'Sign in',
    button: 'Sign in',
    footer:
      'If it was not you, you can ignore this e-mail: nobody got into your account, and your password stays the same.',
  },
};

/** Every language's words, for the mail checks (server/test/mail-words.test.ts). */
export const MAIL_WORDS: Readonly<Record<MailLanguage, MailWords>> = {
  en: EN,
  de: DE_MAIL,
  fr: FR_MAIL,
  es: ES_MAIL,
};

function layout(
  greeting: string,
  lines: string[],
  button: string,
  link: string,
  paste: string,
  footer: string,
): MailContent['html'] {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:auto">
<p>${escape(greeting)}</p>
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escape(button)}</a></p>
<p style="font-size:13px;color:#6b7280">${escape(paste)}<br>${escape(link)}</p>
<p style="font-size:13px;color:#6b7280">${escape(footer)}</p>
</body></html>`;
}

/** The mail of one kind, in the recipient's language (English when none is known). */
const mailOf =
  (kind: 'verify' | 'reset' | 'registered') =>
  (
    firstName: string,
    link: string,
    language: MailLanguage = 'en',
    vars: Record<string, string> = {},
  ): MailContent => {
    const words = MAIL_WORDS[language];
    const { subject, action, button, footer } = words[kind];
    const body = words[kind].body.map((l) =>
      l.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m),
    );
    const greeting = words.greet(mailName(firstName));
    return {
      subject,
      text: `${greeting}\n\n${body.join('\n\n')}\n\n${action}: ${link}\n\n${footer}\n`,
      html: layout(greeting, body, button, link, words.paste, footer),
    };
  };

/** Links go to PUBLIC_URL/verify-email?token= (docs/product.md#routes). */
export const verificationMail = mailOf('verify');

/** Links go to PUBLIC_URL/reset-password?token=. */
export const resetMail = mailOf('reset');

const registered = mailOf('registered');
/**
 * To the owner of an address someone tried to sign up with (docs/api.md#server-rules): it links
 * to the sign-in and forgot-password pages, and carries no token (it changes nothing).
 */
export const registeredMail = (firstName: string, publicUrl: string, language?: MailLanguage) =>
  registered(firstName, `${publicUrl}/login`, language, { forgot: `${publicUrl}/forgot-password` });
