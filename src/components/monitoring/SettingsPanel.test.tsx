import '../../../tests/support/css-file-scope.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SETTINGS_DEFAULTS, type MonitorSettings } from '../../state/settings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { textOf } from '../../../tests/support/dom-text.ts';

const render = (
  s: Partial<MonitorSettings> = {},
  extra: { expanded?: boolean; permission?: 'granted' | 'denied' | 'default' } = {},
) =>
  renderToString(
    <SettingsPanel
      settings={{ ...SETTINGS_DEFAULTS, ...s }}
      onChange={() => undefined}
      defaultExpanded={extra.expanded ?? true}
      notificationPermission={extra.permission}
    />,
  );

/** Every range input: its accessible label id, min, max, step and value. */
function sliders(html: string) {
  return [...html.matchAll(/<input[^>]*type="range"[^>]*>/g)].map(([tag]) => {
    const a = (n: string) => tag.match(new RegExp(`\\s${n}="([^"]*)"`))?.[1];
    return {
      min: Number(a('min')),
      max: Number(a('max')),
      step: Number(a('step')),
      value: Number(a('value')),
      text: a('aria-valuetext'),
    };
  });
}

describe('SettingsPanel (slider ranges and defaults)', () => {
  test('six sliders with the documented ranges and the Reading B defaults (+ alert delay)', () => {
    const html = render();
    const t = textOf(html);
    for (const label of [
      'Sensitivity',
      'Alert frequency',
      'Alert me after',
      'Forward head angle (CVA) threshold',
      'Head translation threshold',
      'Smoothing factor',
    ]) {
      expect(t).toContain(label);
    }
    const s = sliders(html);
    expect(s.map(({ min, max }) => [min, max])).toEqual([
      [1, 10],
      [5, 60],
      [0, 30],
      [40, 60],
      [0.1, 0.3],
      [0.1, 0.5],
    ]);
    // Alert frequency moves in whole seconds.
    expect(s[1]?.step).toBe(1);
    expect(s[2]?.step).toBe(1);
    expect(s.map((x) => x.value)).toEqual([5, 15, 5, 45, 0.15, 0.3]);
    expect(s.map((x) => x.text)).toEqual(['5', '15 seconds', '5 seconds', '45°', '15%', '0.30']);
    // The CVA slider's help text says what it was measured to do.
    expect(t).toContain('Works over its whole range');
  });

  test('shows stored values, alert frequency converted from ms', () => {
    const s = sliders(
      render({
        sensitivity: 9,
        alertFrequency: 42_000,
        alertDelay: 0,
        forwardHeadCVAThresholdDeg: 58,
        translationThreshold: 0.27,
        smoothingAlpha: 0.12,
      }),
    );
    expect(s.map((x) => x.text)).toEqual(['9', '42 seconds', '0 seconds', '58°', '27%', '0.12']);
  });

  test('toggles and the model choice', () => {
    const html = render({ audioEnabled: false, model: 'lite', alertStyle: 'quiet', theme: 'dark' });
    const t = textOf(html);
    expect(t).toContain('Audio alerts');
    expect(t).toContain('Browser notifications');
    expect(t).toContain('Auto (full, checked less often if it is too slow)');
    expect(t).toContain('Full (more accurate)');
    expect(t).toContain('Lite (faster)');
    const switches = [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map(([tag]) =>
      /\schecked=""/.test(tag),
    );
    // Audio alerts, browser notifications, low power on battery (on by default).
    expect(switches).toEqual([false, true, true]);
    expect(t).toContain('Low power on battery');
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([tag]) => [
      tag.match(/value="([\w-]+)"/)?.[1],
      /\schecked=""/.test(tag),
    ]);
    expect(radios).toEqual([
      ['toast-sound', false],
      ['toast', false],
      ['quiet', true],
      ['gentle', false],
      ['0', false],
      ['30', false],
      ['45', false],
      ['50', true],
      ['60', false],
      ['0', false],
      ['1', false],
      ['2', true],
      ['5', false],
      ['auto', true],
      ['off', false],
      ['auto', false],
      ['full', false],
      ['lite', true],
      ['system', false],
      ['light', false],
      ['dark', true],
    ]);
    for (const label of ['Alert style', 'Toast and sound', 'Toast only', 'Quiet'])
      expect(t).toContain(label);
    for (const label of ['Theme', 'System', 'Light', 'Dark']) expect(t).toContain(label);
    // Idle Detection is missing in node: the screen-lock option is hidden.
    expect(t).not.toContain('Pause while my screen is locked');
  });

  test('denied notifications: the toggle is off and disabled, with a note', () => {
    const html = render({ notificationsEnabled: true }, { permission: 'denied' });
    const tag = [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)][1]?.[0] ?? '';
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).not.toMatch(/\schecked=""/);
    expect(textOf(html)).toContain('Notifications are blocked or unsupported');
  });

  test('collapsible: collapsed by default with the trigger reporting it', () => {
    const html = render({}, { expanded: false });
    expect(html).toMatch(/aria-expanded="false"/);
    // The panel is hidden until expanded.
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*>/);
    expect(render()).toMatch(/aria-expanded="true"/);
  });

  test('break reminder and low-power mode radio groups show the stored choice', () => {
    const html = render({ breakReminderMin: 0, lowPower: 'off', lookDownAlertMin: 5 });
    const t = textOf(html);
    for (const label of ['Break reminder', 'Off', '30 min', '45 min', '50 min', '60 min'])
      expect(t).toContain(label);
    expect(t).toContain('Low-power mode');
    expect(t).toContain('Auto');
    expect(t).toContain('counts as a break');
    expect(t).toContain('Looking-down reminder');
    expect(t).toContain('is not counted as a slouch');
    const checked = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
      .filter(([tag]) => /\schecked=""/.test(tag))
      .map(([tag]) => tag.match(/value="([\w-]+)"/)?.[1]);
    expect(checked).toEqual(['toast-sound', '0', '5', 'off', 'auto', 'system']);
    // Each group is a labelled radiogroup (Tab reaches it, arrows choose).
    expect(html.match(/role="radiogroup"/g)?.length).toBe(6);
  });
});
