// Whether a restarted pose worker must calibrate (a restart carries on from what the page showed,
// docs/product.md#what-survives-what). A Start asks for a calibration; the worker starts it 1.5 s
// in; the page learns of it from the next summary. A worker lost between those steps (the watchdog
// restarts one that sent no summary for 3 s, as on a loaded 2-core machine right after Start)
// leaves no summary that shows the calibration, so the request itself is kept until a summary that
// followed it arrives. Without this, such a restart tracked on with 'Not calibrated' and no dialog,
// for good.

export interface CalibrationDebt {
  /** A Start asked for a calibration (true) or a Resume / Stop did not (false). */
  owe(on: boolean): void;
  /** The worker acknowledged startCalibration: the next summary reflects it. */
  told(): void;
  /** Every summary from the worker, with its calibration status. */
  summary(status: string): void;
  /** At a restart: calibrate on the new worker? `lastStatus` is the page's last summary's. */
  restartCalibrates(lastStatus: string | undefined): boolean;
}

export function createCalibrationDebt(): CalibrationDebt {
  let owed = false;
  let acknowledged = false;
  let after = 0;
  return {
    owe(on) {
      owed = on;
      acknowledged = false;
      after = 0;
    },
    told() {
      if (owed) acknowledged = true;
    },
    summary(status) {
      if (!acknowledged) return;
      // The worker holds back at most one summary (10 a second): the first to arrive after the
      // acknowledgement may still predate the call, unless it shows the calibration running. A
      // setup chosen by name is loaded at once, so 'Calibrating...' may never show: the second does.
      if (status === 'Calibrating...' || ++after >= 2) owed = acknowledged = false;
    },
    restartCalibrates: (lastStatus) => owed || lastStatus === 'Calibrating...',
  };
}
