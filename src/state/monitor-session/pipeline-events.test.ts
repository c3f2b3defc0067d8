import { beforeEach, describe, expect, it } from 'vitest';
import type { DetectorInfo, Pipeline } from '../../pipeline/pipeline.ts';
import { loadModel, storeEvents } from './pipeline-events.ts';
import { monitor } from './store.ts';

// docs/accuracy.md#blazepose-lite: a baseline BlazePose full took does not carry to lite (judged
// with lite it flagged up to 95 % of upright checks), so a model switched mid-session recalibrates
// once the new model is ready. The pipeline is a recording stand-in (no worker in Node).
const calls: string[] = [];
const pipeline = {
  initDetector: (type: string) => calls.push(`init ${type}`),
  switchModel: (type: string) => calls.push(`switch ${type}`),
  slowPace: () => calls.push('slow pace'),
  pose: () => ({
    resetCalibration: () => calls.push('drop baseline'),
    startCalibration: () => calls.push('calibrate'),
  }),
} as unknown as Pipeline;
const events = storeEvents(
  () => pipeline,
  () => undefined,
);
const info = { backend: 'wasm', probe: { results: [] } } as unknown as DetectorInfo;

beforeEach(() => {
  calls.length = 0;
  monitor.model.type = 'full';
  monitor.tracking = false;
  monitor.calibration.baseline = false;
});

describe('a model switch and the baseline', () => {
  it('recalibrates once when the model changes while tracking', () => {
    monitor.tracking = true;
    monitor.calibration.baseline = true;
    loadModel(pipeline, 'lite', true);
    expect(calls).toEqual(['switch lite']);
    events.modelReady(info);
    expect(calls).toEqual(['switch lite', 'drop baseline', 'calibrate']);
    expect(monitor.calibration.baseline).toBe(false);
    events.modelReady(info);
    expect(calls).toHaveLength(3);
  });

  it('recalibrates a calibration still running when the model changes', () => {
    monitor.tracking = true;
    loadModel(pipeline, 'lite', true);
    events.modelReady(info);
    expect(calls).toContain('calibrate');
  });

  it('a paused session drops the old baseline, so Resume calibrates afresh', () => {
    monitor.calibration.baseline = true;
    loadModel(pipeline, 'lite', true);
    events.modelReady(info);
    expect(calls).toEqual(['switch lite', 'drop baseline']);
    expect(monitor.calibration.baseline).toBe(false);
  });

  it('keeps the baseline when the same model reloads (Retry) or the first model loads', () => {
    monitor.tracking = true;
    monitor.calibration.baseline = true;
    loadModel(pipeline, 'full');
    events.modelReady(info);
    monitor.tracking = false;
    monitor.calibration.baseline = false;
    loadModel(pipeline, 'lite');
    events.modelReady(info);
    expect(calls).toEqual(['init full', 'init lite']);
  });
});

describe("Auto's advice", () => {
  it('full too slow: the slow pace with full, lite offered and never loaded by itself', () => {
    events.modelAdvice!({ action: 'slow', medianMs: 412 });
    expect(calls).toEqual(['slow pace']);
    expect(monitor.model.offerLite).toBe(true);
    expect(monitor.model.notice).toContain('412 ms a frame');
    expect(monitor.model.type).not.toBe('lite');
  });
});
