import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../i18n/index.ts';
import type { MonitorSettings } from '../../state/settings.ts';
import * as m from './monitoring.css.ts';
import * as css from './settings.css.ts';

/** A setting of the panel that is one of a few values (settings-choices.ts); its words are catalog keys. */
export interface ChoiceSpec {
  setting: 'alertStyle' | 'model' | 'theme' | 'lowPower' | 'breakReminderMin' | 'lookDownAlertMin';
  label: string;
  /**
   * Each value with its label, in the order shown (a numeric setting's values as digits). A label
   * may name its value as {n}.
   */
  choices: Readonly<Record<string, string>>;
  horizontal?: boolean;
  /** A muted note under the radios, inside the group. */
  description?: string;
}

export interface ChoiceGroupProps extends ChoiceSpec {
  value: string | number;
  onChange: (patch: Partial<MonitorSettings>) => void;
}

/**
 * One labelled radio group of the settings panel (docs/product.md#settings-panel): Tab reaches the
 * group, arrow keys choose; a choice patches its setting with the choice's value.
 */
export function ChoiceGroup(p: ChoiceGroupProps) {
  const t = useT();
  const choose = (v: string) =>
    p.onChange({ [p.setting]: typeof p.value === 'number' ? Number(v) : v });
  return (
    <RadioGroup
      className={css.radioGroup}
      value={String(p.value)}
      onChange={choose}
      orientation={p.horizontal ? 'horizontal' : undefined}
    >
      <Label className={css.radioLabel}>{t(p.label)}</Label>
      <div className={css.radios}>
        {Object.entries(p.choices).map(([value, label]) => (
          <Radio key={value} value={value} className={css.radio}>
            {t(label, { n: value })}
          </Radio>
        ))}
      </div>
      {p.description ? <p className={m.muted}>{t(p.description)}</p> : null}
    </RadioGroup>
  );
}
