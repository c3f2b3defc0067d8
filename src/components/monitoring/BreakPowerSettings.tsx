import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { BreakReminderMinutes, LowPowerMode, MonitorSettings } from '../../state/settings.ts';
import { BREAK_REMINDER_CHOICES } from '../../state/settings.ts';
import { Switch } from '../Switch.tsx';
import * as m from './monitoring.css.ts';
import * as css from './settings.css.ts';

export interface BreakPowerSettingsProps {
  settings: Pick<MonitorSettings, 'breakReminderMin' | 'lowPower' | 'lowPowerOnBattery'>;
  onChange: (patch: Partial<MonitorSettings>) => void;
}

const minutesLabel = (min: number) => (min === 0 ? 'Off' : `${min} min`);

/**
 * In the settings panel (docs/product.md#settings-panel): 'Break reminder' (Off, 30, 45, 50, 60
 * min; 50 by default) and 'Low-power mode' (Auto by default, Off). Radio groups: Tab reaches each,
 * arrow keys choose.
 */
export function BreakPowerSettings({ settings: s, onChange }: BreakPowerSettingsProps) {
  return (
    <>
      <RadioGroup
        className={css.radioGroup}
        value={String(s.breakReminderMin)}
        onChange={(v) => onChange({ breakReminderMin: Number(v) as BreakReminderMinutes })}
        orientation="horizontal"
      >
        <Label className={css.radioLabel}>Break reminder</Label>
        <div className={css.radios}>
          {BREAK_REMINDER_CHOICES.map((min) => (
            <Radio key={min} value={String(min)} className={css.radio}>
              {minutesLabel(min)}
            </Radio>
          ))}
        </div>
        <p className={m.muted}>
          After this much tracked time without a break, a reminder says it is time to stand up. Away
          from the camera for a minute or more counts as a break and starts the time again.
        </p>
      </RadioGroup>
      <RadioGroup
        className={css.radioGroup}
        value={s.lowPower}
        onChange={(v) => onChange({ lowPower: v as LowPowerMode })}
        orientation="horizontal"
      >
        <Label className={css.radioLabel}>Low-power mode</Label>
        <div className={css.radios}>
          <Radio value="auto" className={css.radio}>
            Auto
          </Radio>
          <Radio value="off" className={css.radio}>
            Off
          </Radio>
        </div>
        <p className={m.muted}>
          Auto checks your posture twice a second instead of ten times while it has been good and
          steady for 30 seconds, and goes back to full speed as soon as you move or slouch.
        </p>
      </RadioGroup>
      <Switch isSelected={s.lowPowerOnBattery} onChange={(v) => onChange({ lowPowerOnBattery: v })}>
        Low power on battery
      </Switch>
      <p className={m.muted}>
        While your laptop runs on battery (where the browser tells), posture is checked twice a
        second all the time.
      </p>
    </>
  );
}
