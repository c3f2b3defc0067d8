// The radio groups of the settings panel (docs/product.md#settings-panel, #theme), shown by
// ChoiceGroup.tsx where SettingsPanel.tsx and its parts place them.
import { BREAK_REMINDER_CHOICES, LOOK_DOWN_ALERT_CHOICES_MIN } from '../../state/settings.ts';
import { msg } from '../../i18n/index.ts';
import type { ChoiceSpec } from './ChoiceGroup.tsx';

export const ALERT_STYLE: ChoiceSpec = {
  setting: 'alertStyle',
  label: msg('Alert style'),
  choices: {
    'toast-sound': msg('Toast and sound'),
    toast: msg('Toast only'),
    quiet: msg('Quiet'),
    gentle: msg('Gentle, then louder'),
  },
  description: msg(
    'Quiet shows no toast, sound or notification: only the floating widget and the tab title show the issue. Gentle, then louder turns the score, the widget and the tab title amber while the status shows a problem, and brings the toast and sound only if it lasts.',
  ),
};

export const POSE_MODEL: ChoiceSpec = {
  setting: 'model',
  label: msg('Pose model'),
  choices: {
    auto: msg('Auto (full, checked less often if it is too slow)'),
    full: msg('Full (more accurate)'),
    lite: msg('Lite (faster)'),
  },
  horizontal: true,
};

/** The same choice as the site header's switch (ThemeSwitch.tsx), which applies it to the page. */
export const THEME: ChoiceSpec = {
  setting: 'theme',
  label: msg('Theme'),
  choices: { system: msg('System'), light: msg('Light'), dark: msg('Dark') },
  horizontal: true,
  description: msg('System follows the light or dark setting of your device.'),
};

// Whole minutes as keys keep their ascending order.
export const BREAK_REMINDER: ChoiceSpec = {
  setting: 'breakReminderMin',
  label: msg('Break reminder'),
  choices: Object.fromEntries(
    BREAK_REMINDER_CHOICES.map((min) => [min, min === 0 ? msg('Off') : msg('{n} min')]),
  ),
  horizontal: true,
  description: msg(
    'After this much tracked time without a break, a reminder says it is time to stand up. Away from the camera for a minute or more counts as a break and starts the time again.',
  ),
};

export const LOOK_DOWN_ALERT: ChoiceSpec = {
  setting: 'lookDownAlertMin',
  label: msg('Looking-down reminder'),
  choices: Object.fromEntries(
    LOOK_DOWN_ALERT_CHOICES_MIN.map((min) => [min, min === 0 ? msg('Off') : msg('{n} min')]),
  ),
  horizontal: true,
  description: msg(
    'Looking down at the keyboard, notes or a phone, with your shoulders where they were, is not counted as a slouch. If it lasts this long, a reminder says so.',
  ),
};

export const LOW_POWER: ChoiceSpec = {
  setting: 'lowPower',
  label: msg('Low-power mode'),
  choices: { auto: msg('Auto'), off: msg('Off') },
  horizontal: true,
  description: msg(
    'Auto checks your posture twice a second instead of ten times while it has been good and steady for 30 seconds, and goes back to full speed as soon as you move or slouch.',
  ),
};
