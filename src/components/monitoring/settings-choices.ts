// The radio groups of the settings panel (docs/product.md#settings-panel, #theme), shown by
// ChoiceGroup.tsx where SettingsPanel.tsx and its parts place them.
import { BREAK_REMINDER_CHOICES } from '../../state/settings.ts';
import type { ChoiceSpec } from './ChoiceGroup.tsx';

export const ALERT_STYLE: ChoiceSpec = {
  setting: 'alertStyle',
  label: 'Alert style',
  choices: { 'toast-sound': 'Toast and sound', toast: 'Toast only', quiet: 'Quiet' },
  description:
    'Quiet shows no toast, sound or notification: only the floating widget and the tab title show the issue.',
};

export const POSE_MODEL: ChoiceSpec = {
  setting: 'model',
  label: 'Pose model',
  choices: {
    auto: 'Auto (lite if full is too slow)',
    full: 'Full (more accurate)',
    lite: 'Lite (faster)',
  },
  horizontal: true,
};

/** The same choice as the site header's switch (ThemeSwitch.tsx), which applies it to the page. */
export const THEME: ChoiceSpec = {
  setting: 'theme',
  label: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
  horizontal: true,
  description: 'System follows the light or dark setting of your device.',
};

// Whole minutes as keys keep their ascending order.
export const BREAK_REMINDER: ChoiceSpec = {
  setting: 'breakReminderMin',
  label: 'Break reminder',
  choices: Object.fromEntries(
    BREAK_REMINDER_CHOICES.map((min) => [min, min === 0 ? 'Off' : `${min} min`]),
  ),
  horizontal: true,
  description:
    'After this much tracked time without a break, a reminder says it is time to stand up. Away from the camera for a minute or more counts as a break and starts the time again.',
};

export const LOW_POWER: ChoiceSpec = {
  setting: 'lowPower',
  label: 'Low-power mode',
  choices: { auto: 'Auto', off: 'Off' },
  horizontal: true,
  description:
    'Auto checks your posture twice a second instead of ten times while it has been good and steady for 30 seconds, and goes back to full speed as soon as you move or slouch.',
};
