import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { MonitorSettings, ThemeChoice } from '../../state/settings.ts';
import * as m from './monitoring.css.ts';
import * as css from './settings.css.ts';

export interface ThemeSettingsProps {
  settings: Pick<MonitorSettings, 'theme'>;
  onChange: (patch: Partial<MonitorSettings>) => void;
}

/**
 * 'Theme' in the settings panel (docs/product.md#theme): the same choice as the site header's
 * switch (ThemeSwitch.tsx), which applies it to the page. Tab reaches the group, arrow keys choose.
 */
export function ThemeSettings({ settings: s, onChange }: ThemeSettingsProps) {
  return (
    <RadioGroup
      className={css.radioGroup}
      value={s.theme}
      onChange={(v) => onChange({ theme: v as ThemeChoice })}
      orientation="horizontal"
    >
      <Label className={css.radioLabel}>Theme</Label>
      <div className={css.radios}>
        <Radio value="system" className={css.radio}>
          System
        </Radio>
        <Radio value="light" className={css.radio}>
          Light
        </Radio>
        <Radio value="dark" className={css.radio}>
          Dark
        </Radio>
      </div>
      <p className={m.muted}>System follows the light or dark setting of your device.</p>
    </RadioGroup>
  );
}
