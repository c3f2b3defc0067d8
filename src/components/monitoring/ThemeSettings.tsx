import type { MonitorSettings } from '../../state/settings.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { THEME } from './settings-choices.ts';

export interface ThemeSettingsProps {
  settings: Pick<MonitorSettings, 'theme'>;
  onChange: (patch: Partial<MonitorSettings>) => void;
}

/**
 * 'Theme' in the settings panel (docs/product.md#theme): the same choice as the site header's
 * switch (ThemeSwitch.tsx), which applies it to the page. Tab reaches the group, arrow keys choose.
 */
export function ThemeSettings({ settings: s, onChange }: ThemeSettingsProps) {
  return <ChoiceGroup {...THEME} value={s.theme} onChange={onChange} />;
}
