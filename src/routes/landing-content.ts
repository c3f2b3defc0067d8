// Landing copy. The FAQ answers are built from the facts of docs/product.md#purpose. English keys,
// translated where shown.
import { msg } from '../i18n/index.ts';

/** The line under the hero's tagline. */
export const HERO_LEAD = msg(
  'Your webcam and an on-device pose model watch your posture, nudge you when you slouch, and track your progress over time.',
);

/** The privacy card's note, above the link to the notice. */
export const PRIVACY_NOTE = msg(
  'Detection runs on your device. We never store video, images, audio, keystrokes or screen contents.',
);

export const STEPS = [
  {
    icon: '◉',
    title: msg('Track'),
    text: msg(
      'Turn on your camera. Pose detection runs on your own device, so no video ever leaves it.',
    ),
  },
  {
    icon: '◔',
    title: msg('Get nudges'),
    text: msg(
      'Calibrate once, then get a gentle toast, tone or notification when you start to slouch.',
    ),
  },
  {
    icon: '▲',
    title: msg('Improve'),
    text: msg(
      'Watch your posture score, streak and activity calendar grow, one session at a time.',
    ),
  },
];

export const PREMIUM = [
  {
    title: msg('Time-of-day heatmap'),
    text: msg('See the hours when your posture slips the most.'),
  },
  { title: msg('Weekly report'), text: msg('A short summary of your week, every week.') },
  {
    title: msg('Recovery time insights'),
    text: msg('Learn how quickly you bounce back after a slouch.'),
  },
];

export const FAQ: { q: string; a: string }[] = [
  {
    q: msg('When does a session count?'),
    a: msg('A session counts toward your stats and streak once it has run for at least 1 minute.'),
  },
  {
    q: msg('Do I need an account?'),
    a: msg(
      'You can try the monitor without one, but sessions are recorded only when you are signed in to an account.',
    ),
  },
  {
    q: msg('What access does it need?'),
    a: msg('Camera access only. The microphone is never needed or requested.'),
  },
  {
    q: msg('Is my video uploaded or stored?'),
    a: msg(
      'No. Detection runs on your own device and no video is uploaded. Raw video, images, audio, keystrokes and screen contents are never stored.',
    ),
  },
  {
    q: msg('Which browsers are supported?'),
    a: msg(
      'Modern desktop browsers (Chrome, Edge, Firefox and Safari). Mobile support is limited.',
    ),
  },
  {
    q: msg('Can I stand instead of sit?'),
    a: msg(
      'Yes, sitting or standing both work. Just stay with one for the whole session, because the baseline is calibrated for your position.',
    ),
  },
  {
    q: msg('How much does it cost?'),
    a: msg('It is free right now. A Premium plan with deeper analytics is coming soon.'),
  },
  {
    q: msg('Can I get a refund on Premium?'),
    a: msg('Yes. Premium will come with a 14-day refund window, no questions asked.'),
  },
  {
    q: msg('Who can see my stats?'),
    a: msg(
      'Your stats are anonymised. They show how long you tracked and how your posture went, never what you looked like.',
    ),
  },
  {
    q: msg('I did not get the verification or reset e-mail.'),
    a: msg(
      'Verification and password-reset e-mails sometimes land in spam or junk. Check there first, then request a new link.',
    ),
  },
];
