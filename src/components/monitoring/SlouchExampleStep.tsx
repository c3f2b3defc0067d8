// "Show me your slouch" in the calibration dialog (docs/posture-rules.md#slouch-example): before
// the upright countdown ends the person may ask for it (a checkbox); after it, 'Now slouch the way
// you usually do' counts 5 s down in a polite live region, with Skip (Escape skips too).
import { useEffect, useState } from 'react';
import { msg, useT } from '../../i18n/index.ts';
import { useExampleStep } from '../../state/monitoring/slouch-example.ts';
import { secondsRemainingText } from '../../state/monitoring/format.ts';
import { Button } from '../Button.tsx';
import { Checkbox } from '../Checkbox.tsx';
import { modalActions } from '../Modal.tsx';
import * as m from './monitoring.css.ts';

export const EXAMPLE_STEP_TITLE = msg('Show me your slouch');
export const EXAMPLE_WANTED = msg(
  'Then show me your slouch for 5 seconds, so the coach learns what yours looks like',
);

/** The checkbox that asks for the step after the upright countdown. */
export function ExampleWanted({ onChange }: { onChange: (on: boolean) => void }) {
  const t = useT();
  const { wanted } = useExampleStep();
  return (
    <Checkbox isSelected={wanted} onChange={onChange} data-testid="example-wanted">
      {t(EXAMPLE_WANTED)}
    </Checkbox>
  );
}

/** Seconds left until `until`, re-read four times a second while it runs. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [until]);
  return until === null ? 0 : Math.max(0, (until - now) / 1000);
}

export function SlouchExampleStep({ onSkip }: { onSkip: () => void }) {
  const t = useT();
  const { until } = useExampleStep();
  const left = useSecondsLeft(until);
  return (
    <>
      <p>{t('Now slouch the way you usually do, and hold it.')}</p>
      <p className={m.muted}>
        {t(
          'The coach places its lines between how you sat upright and this slouch. Nothing is recorded but a few numbers, kept with your setup.',
        )}
      </p>
      <p aria-live="polite" data-testid="example-remaining">
        {left > 0 ? secondsRemainingText(left) : t('Saving your slouch example...')}
      </p>
      <div className={modalActions}>
        {/* Focus moves here when the step begins (its checkbox is gone): Enter, Space or Escape skip. */}
        <Button variant="secondary" onPress={onSkip} data-testid="example-skip" autoFocus>
          {t('Skip')}
        </Button>
      </div>
    </>
  );
}
