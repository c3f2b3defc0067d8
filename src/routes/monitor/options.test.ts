import { describe, expect, it } from 'vitest';
import { modelPlan, readMonitorOptions } from './options.ts';

describe('/app query flags', () => {
  it('defaults to a probed backend, BlazePose full, the track processor and no overlay', () => {
    expect(readMonitorOptions('')).toMatchObject({
      backend: 'auto',
      modelType: 'full',
      forceFallback: false,
      debug: false,
    });
  });

  it('reads a pinned backend, lite, the fallback frame path and debug', () => {
    expect(readMonitorOptions('?backend=webgpu&model=lite&frames=fallback&debug')).toMatchObject({
      backend: 'webgpu',
      modelType: 'lite',
      forceFallback: true,
      debug: true,
    });
  });

  it("carries the model plan: the user's setting, judged on the probe's backend only", () => {
    expect(readMonitorOptions('', () => 'lite').modelType).toBe('lite');
    expect(readMonitorOptions('', () => 'full').modelSetting?.()).toBe('full');
    expect(readMonitorOptions('?backend=webgl', () => 'full').modelSetting?.()).toBeNull();
  });

  it('ignores unknown backends', () => {
    expect(readMonitorOptions('?backend=cuda').backend).toBe('auto');
  });
});

describe('/app model plan', () => {
  const plan = (search: string, backend: 'auto' | 'webgl', user: 'auto' | 'full' | 'lite') => {
    const p = modelPlan(search, backend, () => user);
    return { modelType: p.modelType, judgedAs: p.modelSetting() };
  };

  it("follows the user's setting, judged only on the backend the probe chose", () => {
    expect(plan('', 'auto', 'auto')).toEqual({ modelType: 'full', judgedAs: 'auto' });
    expect(plan('', 'auto', 'lite')).toEqual({ modelType: 'lite', judgedAs: 'lite' });
    expect(plan('?backend=webgl', 'webgl', 'auto')).toEqual({ modelType: 'full', judgedAs: null });
  });

  it('?model=full|lite pins the model and is never judged', () => {
    expect(plan('?model=lite', 'auto', 'auto')).toEqual({ modelType: 'lite', judgedAs: null });
    expect(plan('?model=full', 'auto', 'lite')).toEqual({ modelType: 'full', judgedAs: null });
  });

  it('no setting but lite starts on lite: a device once too slow for full is measured afresh', () => {
    for (const search of ['', '?model=auto'])
      expect(modelPlan(search, 'auto', () => 'auto').modelType).toBe('full');
    expect(readMonitorOptions('', () => 'auto')).toMatchObject({ modelType: 'full' });
    expect(readMonitorOptions('', () => 'lite')).toMatchObject({ modelType: 'lite' });
  });

  it("?model=auto judges on a pinned backend too, as 'auto' whatever the user chose", () => {
    expect(plan('?backend=webgl&model=auto', 'webgl', 'full')).toEqual({
      modelType: 'full',
      judgedAs: 'auto',
    });
  });
});
