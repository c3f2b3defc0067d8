import type { ReactNode } from 'react';
import { memo } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { MonitorSettings } from '../../state/settings.ts';
import { SETTINGS_RANGES } from '../../state/settings.ts';
import { requestScreenLockPermission, screenLockSupported } from '../../browser/idle.ts';
import { msg, useT } from '../../i18n/index.ts';
import { Slider } from '../Slider.tsx';
import { Switch } from '../Switch.tsx';
import { BreakPowerSettings } from './BreakPowerSettings.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ALERT_STYLE, POSE_MODEL } from './settings-choices.ts';
import { ThemeSettings } from './ThemeSettings.tsx';
import * as m from './monitoring.css.ts';
import * as css from './settings.css.ts';

export interface SettingsPanelProps {
  settings: MonitorSettings;
  onChange: (patch: Partial<MonitorSettings>) => void;
  defaultExpanded?: boolean;
  /** 'denied' (or unsupported) greys out the notifications toggle with a note (docs/api.md#errors). */
  notificationPermission?: 'granted' | 'denied' | 'default';
  /** More settings at the end of the panel (the 'Setup' chooser, SetupSettings.tsx). */
  extra?: ReactNode;
}

const R = SETTINGS_RANGES;
type RangedKey =
  'sensitivity' | 'forwardHeadCVAThresholdDeg' | 'translationThreshold' | 'smoothingAlpha';
const SECONDS: Intl.NumberFormatOptions = { style: 'unit', unit: 'second', unitDisplay: 'long' };
// The notes under the alert delay and the forward-head threshold (English keys, shown through t()).
const ALERT_DELAY_NOTE = msg(
  'An alert comes only when poor posture has lasted this long (a break of up to 1 second does not count), so a glance at the keyboard never alerts. 0 alerts at once.',
);
const CVA_NOTE = msg(
  'Works over its whole range: your head-neck angle may fall from its calibrated value down to this threshold (at least 5° of room), so a higher value flags forward head sooner. Measured on a real seated recording, every step from 40° to 60° changes the forward-head score.',
);

/**
 * docs/product.md#settings-panel, collapsible: sensitivity 1-10, alert frequency 5-60 s (whole seconds),
 * forward-head CVA threshold 40-60°, head translation 10-30%, smoothing 0.10-0.50, the audio and
 * notification toggles and the model choice. Sliders work with arrow keys, Page Up/Down, Home/End.
 */
export const SettingsPanel = memo(function SettingsPanel({
  settings: s,
  onChange,
  defaultExpanded = false,
  notificationPermission = 'default',
  extra = null,
}: SettingsPanelProps) {
  const t = useT();
  const denied = notificationPermission === 'denied';
  // The props of a slider over one setting's range (SETTINGS_RANGES).
  const range = (key: RangedKey) => ({
    minValue: R[key].min,
    maxValue: R[key].max,
    step: R[key].step,
    value: s[key],
    onChange: (v: number) => onChange({ [key]: v }),
  });
  // A millisecond setting shown and moved in whole seconds.
  const seconds = (key: 'alertFrequency' | 'alertDelay') => ({
    minValue: R[key].min / 1000,
    maxValue: R[key].max / 1000,
    step: 1,
    value: Math.round(s[key] / 1000),
    formatOptions: SECONDS,
    onChange: (v: number) => onChange({ [key]: v * 1000 }),
  });
  return (
    <Disclosure className={m.panel} defaultExpanded={defaultExpanded}>
      <Heading level={2} className={css.heading}>
        <AriaButton slot="trigger" className={css.trigger}>
          <span>{t('Settings')}</span>
          <span className={css.chevron} aria-hidden>
            ▾
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={css.body}>
        <Slider label={t('Sensitivity')} {...range('sensitivity')} />
        <Slider label={t('Alert frequency')} {...seconds('alertFrequency')} />
        <Slider label={t('Alert me after')} {...seconds('alertDelay')} />
        <p className={m.muted}>{t(ALERT_DELAY_NOTE)}</p>
        <Slider
          label={t('Forward head angle (CVA) threshold')}
          {...range('forwardHeadCVAThresholdDeg')}
          formatOptions={{ style: 'unit', unit: 'degree', unitDisplay: 'narrow' }}
        />
        <p className={m.muted}>{t(CVA_NOTE)}</p>
        <Slider
          label={t('Head translation threshold')}
          {...range('translationThreshold')}
          formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
        />
        <Slider
          label={t('Smoothing factor')}
          {...range('smoothingAlpha')}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        />
        <div className={css.toggles}>
          <Switch isSelected={s.audioEnabled} onChange={(v) => onChange({ audioEnabled: v })}>
            {t('Audio alerts')}
          </Switch>
          <Switch
            isSelected={s.notificationsEnabled && !denied}
            isDisabled={denied}
            onChange={(v) => onChange({ notificationsEnabled: v })}
          >
            {t('Browser notifications')}
          </Switch>
          {denied ? (
            <p className={m.muted}>
              {t(
                'Notifications are blocked or unsupported in this browser; alerts stay on the page.',
              )}
            </p>
          ) : null}
          {screenLockSupported() ? (
            <Switch
              isSelected={s.pauseOnScreenLock}
              onChange={(v) => {
                if (!v) return onChange({ pauseOnScreenLock: false });
                // Asked in this click (the API needs a user gesture); on only when granted.
                void requestScreenLockPermission().then((ok) => {
                  if (ok) onChange({ pauseOnScreenLock: true });
                });
              }}
            >
              {t('Pause while my screen is locked')}
            </Switch>
          ) : null}
        </div>
        <ChoiceGroup {...ALERT_STYLE} value={s.alertStyle} onChange={onChange} />
        <BreakPowerSettings settings={s} onChange={onChange} />
        <ChoiceGroup {...POSE_MODEL} value={s.model} onChange={onChange} />
        <ThemeSettings settings={s} onChange={onChange} />
        {extra}
      </DisclosurePanel>
    </Disclosure>
  );
});
