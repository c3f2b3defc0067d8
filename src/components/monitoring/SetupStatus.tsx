// docs/posture-rules.md#setups on the monitoring screen: 'Using your “Desk” setup' (polite) with a
// way to calibrate afresh, and after a calibration of its own, 'Save this setup' with a name.
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { closeSaveOffer, setupView, useSetupView } from '../../state/monitoring/setup-link.ts';
import { setupNameProblem } from '../../state/setups.ts';
import { saveSetup } from '../../state/setups-sync.ts';
import { msg, t, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { TextField } from '../TextField.tsx';
import * as m from './monitoring.css.ts';

export const usingSetupText = (name: string) => t('Using your “{name}” setup.', { name });
export const savedSetupText = (name: string) =>
  t('Saved as “{name}”. When you start here again, the coach picks it without calibrating.', {
    name,
  });

const SAVE_NOTE = msg(
  'Save this calibration by name (‘Desk’, ‘Laptop’): next time you start at this place, the coach recognises it and skips the 10 s calibration.',
);

export interface SetupStatusProps {
  tracking: boolean;
  onRecalibrate: () => void;
}

function SaveSetupForm() {
  useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = setupNameProblem(name);
    setError(problem);
    const baseline = setupView.unsaved;
    if (problem || !baseline) return;
    closeSaveOffer(saveSetup(name, baseline));
    setName('');
  };
  return (
    <Form onSubmit={submit} aria-label={t('Save this setup')} className={m.panel}>
      <p className={m.muted}>{t(SAVE_NOTE)}</p>
      <TextField
        label={t('Setup name')}
        value={name}
        onChange={(v) => {
          setName(v);
          if (error) setError(null);
        }}
        errorMessage={error}
        maxLength={60}
      />
      <div>
        <Button type="submit">{t('Save this setup')}</Button>{' '}
        <Button variant="ghost" onPress={() => closeSaveOffer(null)}>
          {t('Not now')}
        </Button>
      </div>
    </Form>
  );
}

export function SetupStatus({ tracking, onRecalibrate }: SetupStatusProps) {
  useT();
  const v = useSetupView();
  const text = v.using ? usingSetupText(v.using) : v.saved ? savedSetupText(v.saved) : '';
  return (
    <>
      <div role="status" aria-live="polite" data-testid="setup-status">
        {text ? <p className={m.muted}>{text}</p> : null}
      </div>
      {v.using && tracking ? (
        <Button variant="secondary" onPress={onRecalibrate}>
          {t('Recalibrate instead')}
        </Button>
      ) : null}
      {v.unsaved && tracking ? <SaveSetupForm /> : null}
    </>
  );
}
