// 'Check my calibration' (docs/posture-rules.md#slouch-example): a disclosure under the status
// that, open, shows per cue whether it judges by the usual line or the person's own slouch, and a
// meter of how far they are from that line now (100 %: at the line, where it flags).
import { Label, Meter } from 'react-aria-components';
import { msg, useT } from '../../i18n/index.ts';
import type { CueLineView } from '../../../core/protocol/pose-engine.ts';
import { useCueCheck } from '../../state/monitoring/cue-check.ts';
import { CUE_LABEL } from '../../state/monitoring/cue-guides.ts';
import { Button } from '../Button.tsx';
import * as bar from '../ProgressBar.css.ts';
import * as m from './monitoring.css.ts';

const SOURCE: Record<CueLineView['source'], string> = {
  generic: msg('usual line'),
  personal: msg('placed by your slouch'),
  off: msg('off for you'),
};
/** The meter reads up to this share of the line (past the line it stays full). */
const METER_MAX = 150;

function CueMeter({ line }: { line: CueLineView }) {
  const t = useT();
  const pct = line.ratio === null ? 0 : Math.round(Math.max(0, line.ratio) * 100);
  const shown = Math.min(pct, METER_MAX);
  const text =
    line.source === 'off'
      ? t(SOURCE.off)
      : line.ratio === null
        ? t('not seen just now')
        : t('{pct} % of the way to the line ({source})', { pct, source: t(SOURCE[line.source]) });
  return (
    <Meter
      value={shown}
      minValue={0}
      maxValue={METER_MAX}
      valueLabel={text}
      className={bar.root}
      data-testid={`cue-${line.cue}`}
    >
      {({ percentage }) => (
        <>
          <div className={bar.labels}>
            <Label>{t(CUE_LABEL[line.cue])}</Label>
            <span>{text}</span>
          </div>
          <div className={bar.track}>
            <div
              className={bar.fill}
              style={{ transform: `translateX(${(percentage ?? 0) - 100}%)` }}
            />
          </div>
        </>
      )}
    </Meter>
  );
}

export function CueCheck({ onToggle }: { onToggle: (open: boolean) => void }) {
  const t = useT();
  const { open, lines } = useCueCheck();
  return (
    <section aria-label={t('Check my calibration')} data-testid="cue-check">
      <Button variant="ghost" aria-expanded={open} onPress={() => onToggle(!open)}>
        {t('Check my calibration')}
      </Button>
      {open ? (
        <div>
          <p className={m.muted}>
            {t(
              'Each bar shows how far you are now from the line where the coach flags that part of your posture: 100 % is at the line.',
            )}{' '}
            {t(
              'Over the camera, the solid light-blue lines are where your head was at calibration, and each dashed yellow line is where that part of your posture is flagged.',
            )}
          </p>
          {lines.map((l) => (
            <CueMeter key={l.cue} line={l} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
