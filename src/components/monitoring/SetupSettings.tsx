// The settings panel's 'Setup' (docs/posture-rules.md#setups): pick automatically or always use one
// saved setup; rename or delete each. Saved here at once (local storage) and, signed in, in the
// account; a sync problem is said politely and nothing is lost.
import { useState, type FormEvent } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { chooseSetup, setupNameProblem, useSetups } from '../../state/setups.ts';
import { deleteSetup, renameSetup } from '../../state/setups-sync.ts';
import { msg, t, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { TextField } from '../TextField.tsx';
import * as m from './monitoring.css.ts';
import * as css from './settings.css.ts';

export const AUTO_LABEL = msg('Pick automatically');

function RenameForm({ name, onDone }: { name: string; onDone: () => void }) {
  useT();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = setupNameProblem(value, name);
    setError(problem);
    if (problem) return;
    renameSetup(name, value);
    onDone();
  };
  return (
    <Form onSubmit={submit} aria-label={t('Rename {name}', { name })}>
      <TextField
        label={t('New name for “{name}”', { name })}
        value={value}
        onChange={setValue}
        errorMessage={error}
        maxLength={60}
        autoFocus
      />
      <Button type="submit">{t('Save name')}</Button>{' '}
      <Button variant="ghost" onPress={onDone}>
        {t('Cancel')}
      </Button>
    </Form>
  );
}

export function SetupSettings() {
  useT();
  const s = useSetups();
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <div className={css.radioGroup} data-testid="setup-settings">
      <RadioGroup className={css.radioGroup} value={s.choice} onChange={(v) => chooseSetup(v)}>
        <Label className={css.radioLabel}>{t('Setup')}</Label>
        <div className={css.radios}>
          <Radio value="auto" className={css.radio}>
            {t(AUTO_LABEL)}
          </Radio>
          {s.setups.map((x) => (
            <Radio key={x.name} value={x.name} className={css.radio}>
              {x.name}
            </Radio>
          ))}
        </div>
        <p className={m.muted}>
          {s.setups.length === 0
            ? t('No saved setups yet: after a calibration, save it by name.')
            : t(
                'Automatically, each Start uses the saved setup that fits where you sit, or calibrates.',
              )}
        </p>
      </RadioGroup>
      {s.setups.length > 0 ? (
        <ul aria-label={t('Saved setups')} className={css.radioGroup}>
          {s.setups.map((x) =>
            renaming === x.name ? (
              <li key={x.name}>
                <RenameForm name={x.name} onDone={() => setRenaming(null)} />
              </li>
            ) : (
              <li key={x.name}>
                <span>{x.name}</span>{' '}
                <Button variant="ghost" onPress={() => setRenaming(x.name)}>
                  {t('Rename {name}', { name: x.name })}
                </Button>{' '}
                <Button variant="ghost" onPress={() => deleteSetup(x.name)}>
                  {t('Delete {name}', { name: x.name })}
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className={m.muted} data-testid="setup-sync">
        {s.notice ? t(s.notice) : ''}
      </p>
    </div>
  );
}
