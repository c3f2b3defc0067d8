// The pipeline's events written into the monitor store (store.ts): camera, model loading, the
// rarely changing summary fields, health. Every summary then goes on whole to the session
// (session.ts), which hands it to the screen store, alerts, the recorder and the widget.
import { lostBackend } from '../../../core/protocol/pose.ts';
import type {
  DetectorInfo,
  EngineSummary,
  ModelType,
  Pipeline,
  PipelineEvents,
} from '../../pipeline/pipeline.ts';
import { slowModelNotice, type ModelAdvice } from '../../pipeline/model-choice.ts';
import { markOnce } from '../../browser/marks.ts';
import { monitor } from './store.ts';
import { t } from '../../i18n/index.ts';

// This store keeps only the few fields that change rarely and that the pipeline's logic reads
// (calibration status): every write notifies its subscribers, so nothing here changes with every
// summary (docs/decisions.md#long-tasks, main-thread budget). The screen's own store
// (src/state/monitoring/screen-store.ts) holds what it shows.
function applySummary(s: EngineSummary): void {
  // valtio notifies only when a value really changes: these are discrete and change rarely.
  monitor.poseStatus = s.poseStatus;
  const c = s.calibration;
  if (monitor.tracking && s.poseStatus === 'Detected') markOnce('first-pose');
  if (c.status === 'Calibrated' && monitor.calibration.status === 'Calibrating...')
    markOnce('calibrated');
  monitor.calibration.status = c.status;
  monitor.calibration.progress = c.progress;
  monitor.calibration.secondsRemaining = c.secondsRemaining;
  monitor.calibration.baseline = c.data !== null;
}

/**
 * A model switched while a baseline is kept or being taken: the next ready model recalibrates.
 * A baseline one model took does not carry to the other (docs/accuracy.md#blazepose-lite: full's
 * baseline judged with lite flagged up to 95 % of upright checks).
 */
let recalibrateWhenReady = false;

function onReady(info: DetectorInfo, p: Pipeline): void {
  if (recalibrateWhenReady) {
    recalibrateWhenReady = false;
    // The old model's baseline goes (so 'Keep previous calibration' is not offered); tracking, a
    // new calibration starts now, paused, at Resume.
    const pose = p.pose();
    void pose.resetCalibration();
    monitor.calibration.baseline = false;
    if (monitor.tracking) void pose.startCalibration();
  }
  markOnce('model-ready');
  monitor.model.phase = 'ready';
  monitor.model.backend = info.backend;
  monitor.model.probe = info.probe.results.map((r) => {
    // A pinned backend is only warmed up (nothing to compare): say so instead of passing the
    // compile time off as a frame time.
    if (r.ms === null && r.warmupMs !== null)
      return { backend: r.backend, ms: null, note: `warm-up ${Math.round(r.warmupMs)} ms` };
    return {
      backend: r.backend,
      ms: r.ms === null ? null : Math.round(r.ms),
      note: r.error ?? null,
    };
  });
  monitor.model.error = null;
}

export function loadModel(p: Pipeline, type: ModelType, keepBackend = false): void {
  if (type !== monitor.model.type && (monitor.tracking || monitor.calibration.baseline))
    recalibrateWhenReady = true;
  monitor.model.phase = 'loading';
  monitor.model.stage = 'download';
  monitor.model.step = 0;
  monitor.model.type = type;
  monitor.model.error = null;
  void (keepBackend ? p.switchModel(type) : p.initDetector(type));
}

/**
 * Full BlazePose is far slower than the frame interval on this device
 * (docs/decisions.md#adaptive-pose-model): full goes on at the slow pace, with the same baseline,
 * and lite is offered, never loaded by itself (lite may not see this person's slouch).
 */
function onModelAdvice(p: Pipeline, advice: Exclude<ModelAdvice, { action: 'keep' }>): void {
  console.info(
    `[monitor] BlazePose full: ${advice.medianMs} ms an inference (slow pace, full kept; lite offered)`,
  );
  p.slowPace();
  // In the language of the moment: the notice carries a number, so it is translated here, whole.
  const notice = slowModelNotice(advice.medianMs);
  monitor.model.notice = t(notice.template, notice.vars);
  monitor.model.offerLite = true;
}

/** The events of pipeline `pipeline()` (not yet created when this is called); `summary` gets every summary whole. */
export function storeEvents(
  pipeline: () => Pipeline,
  summary: (s: EngineSummary) => void,
): PipelineEvents {
  return {
    camera(status, detail) {
      monitor.camera.status = status;
      monitor.camera.detail = detail;
      if (status !== 'Connected' && status !== 'Connecting...') monitor.tracking = false;
    },
    modelProgress(progress) {
      monitor.model.loaded = progress.loaded;
      monitor.model.total = progress.total;
      monitor.model.stage = progress.stage ?? 'download';
      monitor.model.trying = progress.backend ?? null;
      monitor.model.step = progress.step ?? 0;
      monitor.model.steps = progress.steps ?? 0;
    },
    modelReady: (info) => onReady(info, pipeline()),
    modelError(message) {
      monitor.model.phase = 'error';
      monitor.model.error = message;
    },
    frameSource(kind) {
      monitor.frameSource = kind;
    },
    summary(s) {
      applySummary(s);
      summary(s);
    },
    health(h) {
      monitor.health = h;
      if (h.state === 'restarting')
        monitor.model.lost = lostBackend(h.message) ?? monitor.model.lost;
    },
    overlayLost(message) {
      monitor.overlayLost = message;
    },
    modelAdvice: (advice) => onModelAdvice(pipeline(), advice),
  };
}
