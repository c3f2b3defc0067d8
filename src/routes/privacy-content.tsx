import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { msg, t } from '../i18n/index.ts';

// docs/product.md#routes: every section it lists, in order. Titles are English keys; each body is
// made when the notice renders, so it comes in the current language.
export const LAST_UPDATED = new Date(2025, 9, 18);
const PRIVACY_EMAIL = 'privacy@posturecoach.app';

// Called while the notice renders: `text` is an English key (msg()), shown in the current language.
const paragraph = (text: string) => <p>{t(text)}</p>;
const list = (items: string[]) => (
  <ul>
    {items.map((text) => (
      <li key={text}>{t(text)}</li>
    ))}
  </ul>
);

export const SECTIONS: { id: string; title: string; body: () => ReactNode }[] = [
  {
    id: 'processed',
    title: msg('What we process'),
    body: () => (
      <>
        {paragraph(
          msg(
            'To coach your posture we process, on your own device, the camera image frame by frame and the body landmarks a pose model finds in it. Only derived numbers leave the device, and only when you are signed in:',
          ),
        )}
        {list([
          msg('Account details: name, e-mail address, and how you sign in (password or Google).'),
          msg(
            'Session records: start and end times, posture scores, alert counts, time in good and poor posture, and your time zone.',
          ),
          msg("Feedback you choose to send, with your browser's user agent."),
          msg(
            'Saved setups: the calibrations you save by name, as numbers only (your face width, head and chest positions, and shoulder and ear heights in the camera frame). They are kept in this browser and, when you are signed in, uploaded to your account.',
          ),
          msg(
            "Your slouch example, if you show one ('Show me your slouch' after calibrating, or 'I'm slouching now'): how far your head height, neck and shoulders moved from your calibration while you slouched, as numbers only. It is kept with the saved setup, in this browser and, when you are signed in, in your account; Undo removes it.",
          ),
        ])}
      </>
    ),
  },
  {
    id: 'never-stored',
    title: msg('What we never store'),
    body: () =>
      list([
        msg('Raw video or images from your camera.'),
        msg('Audio: the microphone is never requested.'),
        msg('Keystrokes.'),
        msg('Screen contents.'),
      ]),
  },
  {
    id: 'purposes',
    title: msg('Purposes and legal basis'),
    body: () =>
      list([
        msg(
          'Contract necessity: running your account, recording sessions and showing your stats and streaks.',
        ),
        msg(
          'Legitimate interests: keeping the service secure, preventing abuse and fixing faults.',
        ),
        msg('Consent: optional, first-party usage analytics, only if you switch them on.'),
      ]),
  },
  {
    id: 'analytics',
    title: msg('Opting out of analytics'),
    body: () =>
      paragraph(
        msg(
          'Analytics are off by default. If you turn them on in your Account page, they record only sign-ups (with the method), daily use and streak days. Switch them off there at any time; nothing more is sent from that moment.',
        ),
      ),
  },
  {
    id: 'retention',
    title: msg('Retention'),
    body: () => (
      <>
        {paragraph(
          msg(
            'We keep your account and session records while your account exists. Deleting your account removes them. Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).',
          ),
        )}
        {list([
          msg(
            "Saved setups: in your account until you delete them or the account; in this browser's local storage until you delete them or clear this site's data.",
          ),
          msg(
            "On this device only: the browser remembers which way of running the pose model (WebGPU, WebGL or WebAssembly) was fastest here, so the next start is quicker. It is kept in the pose worker's IndexedDB for one week at most, forgotten sooner if that way stops working, and never leaves the device.",
          ),
          msg(
            'Each sign-in keeps the browser it came from (its user agent) and when it was last used, so the account page can list where you are signed in. Both are deleted within an hour of that sign-in ending: when you sign out, end it from the account page, or 30 days after it began.',
          ),
          msg(
            'E-mails we send are kept for 3 days, without their links, then deleted. Opt-in analytics events are deleted after 400 days.',
          ),
        ])}
      </>
    ),
  },
  {
    id: 'security',
    title: msg('Security'),
    body: () =>
      paragraph(
        msg(
          'Passwords are stored only as strong one-way hashes (argon2id). All traffic is encrypted in transit, sign-in tokens are short-lived and rotated, and pose detection runs entirely in your browser.',
        ),
      ),
  },
  {
    id: 'rights',
    title: msg('Your rights'),
    body: () =>
      list([
        msg('Export: download all your data as JSON from the Account page.'),
        msg('Deletion: delete your account and all its data from the Account page.'),
        msg('Opt-out: switch analytics off at any time.'),
        msg('Update: correct your name with Edit Profile, or change your password.'),
      ]),
  },
  {
    id: 'providers',
    title: msg('Service providers'),
    body: () =>
      paragraph(
        msg(
          'We use an e-mail delivery provider to send verification and password-reset e-mails, and Google only if you choose to sign in with Google. Our hosting provider stores the account database. None of them receive camera data.',
        ),
      ),
  },
  {
    id: 'children',
    title: msg('Children'),
    body: () =>
      paragraph(
        msg(
          'The service is not directed at children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has an account, contact us and we will delete it.',
        ),
      ),
  },
  {
    id: 'changes',
    title: msg('Changes to this notice'),
    body: () =>
      paragraph(
        msg(
          'When we change this notice we update the date at the top, and for significant changes we let signed-in users know in the app.',
        ),
      ),
  },
  {
    id: 'contact',
    title: msg('Contact'),
    body: () => (
      <p>
        {t('Questions or requests:')} <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.{' '}
        {t('Ready to start?')} <Link href="/signup">{t('Create an account')}</Link>.
      </p>
    ),
  },
];
