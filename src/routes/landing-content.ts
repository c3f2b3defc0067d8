// Landing copy. The FAQ answers are built from the facts of docs/product.md#purpose.

export const STEPS = [
  {
    icon: '◉',
    title: 'Track',
    text: 'Turn on your camera. Pose detection runs on your own device, so no video ever leaves it.',
  },
  {
    icon: '◔',
    title: 'Get nudges',
    text: 'Calibrate once, then get a gentle toast, tone or notification when you start to slouch.',
  },
  {
    icon: '▲',
    title: 'Improve',
    text: 'Watch your posture score, streak and activity calendar grow, one session at a time.',
  },
];

export const PREMIUM = [
  { title: 'Time-of-day heatmap', text: 'See the hours when your posture slips the most.' },
  { title: 'Weekly report', text: 'A short summary of your week, every week.' },
  { title: 'Recovery time insights', text: 'Learn how quickly you bounce back after a slouch.' },
];

export const FAQ: { q: string; a: string }[] = [
  {
    q: 'When does a session count?',
    a: 'A session counts toward your stats and streak once it has run for at least 1 minute.',
  },
  {
    q: 'Do I need an account?',
    a: 'You can try the monitor without one, but sessions are recorded only when you are signed in to an account.',
  },
  {
    q: 'What access does it need?',
    a: 'Camera access only. The microphone is never needed or requested.',
  },
  {
    q: 'Is my video uploaded or stored?',
    a: 'No. Detection runs on your own device and no video is uploaded. Raw video, images, audio, keystrokes and screen contents are never stored.',
  },
  {
    q: 'Which browsers are supported?',
    a: 'Modern desktop browsers (Chrome, Edge, Firefox and Safari). Mobile support is limited.',
  },
  {
    q: 'Can I stand instead of sit?',
    a: 'Yes, sitting or standing both work. Just stay with one for the whole session, because the baseline is calibrated for your position.',
  },
  {
    q: 'How much does it cost?',
    a: 'It is free right now. A Premium plan with deeper analytics is coming soon.',
  },
  {
    q: 'Can I get a refund on Premium?',
    a: 'Yes. Premium will come with a 14-day refund window, no questions asked.',
  },
  {
    q: 'Who can see my stats?',
    a: 'Your stats are anonymised. They show how long you tracked and how your posture went, never what you looked like.',
  },
  {
    q: 'I did not get the verification or reset e-mail.',
    a: 'Verification and password-reset e-mails sometimes land in spam or junk. Check there first, then request a new link.',
  },
];
