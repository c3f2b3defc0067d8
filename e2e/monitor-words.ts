// English words of the monitoring screen that every other language replaces (status, controls,
// panels): the language specs (monitor-german, monitor-languages) check none is left on /app.
export const MONITOR_ENGLISH = [
  'Posture Monitor',
  'AI-powered posture monitoring',
  'Start Tracking',
  'End Session',
  'Recalibrate',
  'Session:',
  'Not logged in',
  'Connected',
  'Calibrated',
  'Settings',
  'Recent Episodes',
  'Pose detection runs on this device',
  'Give Feedback',
  'Snooze',
];
