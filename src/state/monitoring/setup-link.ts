// Setups on the monitoring screen (docs/posture-rules.md#setups): which saved setup the engine
// uses at this Start (announced with 'Recalibrate' beside it), and a calibration of its own that
// has just completed, which 'Save this setup' offers to keep. Fed by the engine's summaries.
import { proxy, ref, useSnapshot } from 'valtio';
import type { CalibrationData } from '../../../core/posture/calibration-data.ts';
import type { SummaryLike } from './screen-store.ts';

export interface SetupView {
  /** The saved setup whose baseline is in use, or null. */
  using: string | null;
  /** A fresh calibration not saved yet (its baseline), or null. */
  unsaved: CalibrationData | null;
  /** The name it was last saved under (a polite confirmation), or null. */
  saved: string | null;
}

export const setupView = proxy<SetupView>({ using: null, unsaved: null, saved: null });
export const useSetupView = () => useSnapshot(setupView);

type Calibration = SummaryLike['calibration'] & {
  data?: CalibrationData | null;
  setup?: string | null;
  setupFit?: number;
};

/** One engine summary: follows the calibration's setup and its completions. */
export function followSetupSummary(s: { calibration: Calibration }): void {
  const c = s.calibration;
  if (c.event === 'completed') {
    const fit =
      c.setupFit === undefined ? '' : ` (nearest saved setup at ${c.setupFit.toFixed(2)})`;
    console.info(
      `[setups] calibration completed ${c.setup ? `with “${c.setup}”` : 'afresh'}${fit}`,
    );
    setupView.saved = null;
    setupView.unsaved = !c.setup && c.data ? ref(c.data) : null;
  }
  const using = c.status === 'Calibrated' ? (c.setup ?? null) : null;
  if (using !== setupView.using) setupView.using = using;
  if (c.status === 'Calibrating...' && setupView.unsaved) setupView.unsaved = null;
}

/** 'Save this setup' done (or declined): the offer goes; a saved name is confirmed politely. */
export function closeSaveOffer(savedAs: string | null): void {
  setupView.unsaved = null;
  setupView.saved = savedAs;
}
