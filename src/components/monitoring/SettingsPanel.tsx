import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Heading,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { AlertStyleChoice, ModelChoice, MonitorSettings } from '../../state/settings.ts';
import { SETTINGS_RANGES } from '../../state/settings.ts';
import { requestScreenLockPermission, screenLockSupported } from '../../browser/idle.ts';
import { Slider } from '../Slider.tsx';
import { Switch } from '../Switch.tsx';
import { BreakPowerSettings } from './BreakPowerSettings.tsx';
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

/**
 * docs/product.md#settings-panel, collapsible: sensitivity 1-10, alert frequency 5-60 s (whole seconds),
 * forward-head CVA threshold 40-60°, head translation 10-30%, smoothing 0.10-0.50, the audio and
 * notification toggles and the model choice. Sliders work with arrow keys, Page Up/Down, Home/End.
 */
export function SettingsPanel({
  settings: s,
  onChange,
  defaultExpanded = false,
  notificationPermission = 'default',
  extra = null,
}: SettingsPanelProps) {
  const denied = notificationPermission === 'denied';
  return (
    <Disclosure className={m.panel} defaultExpanded={defaultExpanded}>
      <Heading level={2} className={css.heading}>
        <AriaButton slot="trigger" className={css.trigger}>
          <span>Settings</span>
          <span className={css.chevron} aria-hidden>
            ▾
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={css.body}>
        <Slider
          label="Sensitivity"
          minValue={R.sensitivity.min}
          maxValue={R.sensitivity.max}
          step={R.sensitivity.step}
          value={s.sensitivity}
          onChange={(v) => onChange({ sensitivity: v })}
        />
        <Slider
          label="Alert frequency"
          minValue={R.alertFrequency.min / 1000}
          maxValue={R.alertFrequency.max / 1000}
          step={1}
          value={Math.round(s.alertFrequency / 1000)}
          formatOptions={{ style: 'unit', unit: 'second', unitDisplay: 'long' }}
          onChange={(v) => onChange({ alertFrequency: v * 1000 })}
        />
        <Slider
          label="Alert me after"
          minValue={R.alertDelay.min / 1000}
          maxValue={R.alertDelay.max / 1000}
          step={1}
          value={Math.round(s.alertDelay / 1000)}
          formatOptions={{ style: 'unit', unit: 'second', unitDisplay: 'long' }}
          onChange={(v) => onChange({ alertDelay: v * 1000 })}
        />
        <p className={m.muted}>
          An alert comes only when poor posture has lasted this long (a break of up to 1 second does
          not count), so a glance at the keyboard never alerts. 0 alerts at once.
        </p>
        <Slider
          label="Forward head angle (CVA) threshold"
          minValue={R.forwardHeadCVAThresholdDeg.min}
          maxValue={R.forwardHeadCVAThresholdDeg.max}
          step={1}
          value={s.forwardHeadCVAThresholdDeg}
          formatOptions={{ style: 'unit', unit: 'degree', unitDisplay: 'narrow' }}
          onChange={(v) => onChange({ forwardHeadCVAThresholdDeg: v })}
        />
        <p className={m.muted}>
          Works over its whole range: your head-neck angle may fall from its calibrated value down
          to this threshold (at least 5° of room), so a higher value flags forward head sooner.
          Measured on a real seated recording, every step from 40° to 60° changes the forward-head
          score.
        </p>
        <Slider
          label="Head translation threshold"
          minValue={R.translationThreshold.min}
          maxValue={R.translationThreshold.max}
          step={R.translationThreshold.step}
          value={s.translationThreshold}
          formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
          onChange={(v) => onChange({ translationThreshold: v })}
        />
        <Slider
          label="Smoothing factor"
          minValue={R.smoothingAlpha.min}
          maxValue={R.smoothingAlpha.max}
          step={R.smoothingAlpha.step}
          value={s.smoothingAlpha}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          onChange={(v) => onChange({ smoothingAlpha: v })}
        />
        <div className={css.toggles}>
          <Switch isSelected={s.audioEnabled} onChange={(v) => onChange({ audioEnabled: v })}>
            Audio alerts
          </Switch>
          <Switch
            isSelected={s.notificationsEnabled && !denied}
            isDisabled={denied}
            onChange={(v) => onChange({ notificationsEnabled: v })}
          >
            Browser notifications
          </Switch>
          {denied ? (
            <p className={m.muted}>
              Notifications are blocked or unsupported in this browser; alerts stay on the page.
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
              Pause while my screen is locked
            </Switch>
          ) : null}
        </div>
        <RadioGroup
          className={css.radioGroup}
          value={s.alertStyle}
          onChange={(v) => onChange({ alertStyle: v as AlertStyleChoice })}
        >
          <Label className={css.radioLabel}>Alert style</Label>
          <div className={css.radios}>
            <Radio value="toast-sound" className={css.radio}>
              Toast and sound
            </Radio>
            <Radio value="toast" className={css.radio}>
              Toast only
            </Radio>
            <Radio value="quiet" className={css.radio}>
              Quiet
            </Radio>
          </div>
          <p className={m.muted}>
            Quiet shows no toast, sound or notification: only the floating widget and the tab title
            show the issue.
          </p>
        </RadioGroup>
        <BreakPowerSettings settings={s} onChange={onChange} />
        <RadioGroup
          className={css.radioGroup}
          value={s.model}
          onChange={(v) => onChange({ model: v as ModelChoice })}
          orientation="horizontal"
        >
          <Label className={css.radioLabel}>Pose model</Label>
          <div className={css.radios}>
            <Radio value="auto" className={css.radio}>
              Auto (lite if full is too slow)
            </Radio>
            <Radio value="full" className={css.radio}>
              Full (more accurate)
            </Radio>
            <Radio value="lite" className={css.radio}>
              Lite (faster)
            </Radio>
          </div>
        </RadioGroup>
        <ThemeSettings settings={s} onChange={onChange} />
        {extra}
      </DisclosurePanel>
    </Disclosure>
  );
}
