import type { MonitorSettings } from '../../state/settings.ts';
import { useT } from '../../i18n/index.ts';
import { Switch } from '../Switch.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { BREAK_REMINDER, LOOK_DOWN_ALERT, LOW_POWER } from './settings-choices.ts';
import * as m from './monitoring.css.ts';

export interface BreakPowerSettingsProps {
  settings: Pick<
    MonitorSettings,
    'breakReminderMin' | 'lookDownAlertMin' | 'lowPower' | 'lowPowerOnBattery'
  >;
  onChange: (patch: Partial<MonitorSettings>) => void;
}

/**
 * In the settings panel (docs/product.md#settings-panel): 'Break reminder' (Off, 30, 45, 50, 60
 * min; 50 by default), 'Looking-down reminder' (Off, 1, 2, 5 min; 2 by default) and 'Low-power
 * mode' (Auto by default, Off). Radio groups: Tab reaches each,
 * arrow keys choose.
 */
export function BreakPowerSettings({ settings: s, onChange }: BreakPowerSettingsProps) {
  const t = useT();
  return (
    <>
      <ChoiceGroup {...BREAK_REMINDER} value={s.breakReminderMin} onChange={onChange} />
      <ChoiceGroup {...LOOK_DOWN_ALERT} value={s.lookDownAlertMin} onChange={onChange} />
      <ChoiceGroup {...LOW_POWER} value={s.lowPower} onChange={onChange} />
      <Switch isSelected={s.lowPowerOnBattery} onChange={(v) => onChange({ lowPowerOnBattery: v })}>
        {t('Low power on battery')}
      </Switch>
      <p className={m.muted}>
        {t(
          'While your laptop runs on battery (where the browser tells), posture is checked twice a second all the time.',
        )}
      </p>
    </>
  );
}
