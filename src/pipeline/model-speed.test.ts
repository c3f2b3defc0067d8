import { describe, expect, it, vi } from 'vitest';
import type { ModelType } from '../../core/protocol/pose.ts';
import { MIN_SAMPLES, type ModelSetting } from './model-choice.ts';
import { createModelSpeedWatch } from './model-speed.ts';

function setUp(ms: number, setting: ModelSetting | null = 'auto') {
  const state = {
    ms,
    setting,
    current: 'full' as ModelType | null,
    visible: true,
    asked: [] as number[],
  };
  const onAdvice = vi.fn();
  const watch = createModelSpeedWatch({
    sample: (n) => {
      state.asked.push(n);
      return Promise.resolve(Array.from({ length: n }, () => state.ms));
    },
    setting: () => state.setting,
    current: () => state.current,
    visible: () => state.visible,
    onAdvice,
  });
  return { state, onAdvice, watch };
}

describe('model speed watch', () => {
  it('asks the worker for a full window and advises the slow pace once when full is far too slow', async () => {
    const { state, onAdvice, watch } = setUp(450);
    await watch.check();
    await watch.check();
    expect(state.asked).toEqual([MIN_SAMPLES]);
    expect(onAdvice).toHaveBeenCalledTimes(1);
    expect(onAdvice).toHaveBeenCalledWith({ action: 'slow', medianMs: 450 });
  });

  it('says nothing where full keeps up, and keeps asking', async () => {
    const { state, onAdvice, watch } = setUp(120);
    await watch.check();
    await watch.check();
    expect(state.asked).toHaveLength(2);
    expect(onAdvice).not.toHaveBeenCalled();
  });

  it('the same with the setting on full; a pinned model (?model=) is never judged', async () => {
    const full = setUp(450, 'full');
    await full.watch.check();
    expect(full.onAdvice).toHaveBeenCalledWith({ action: 'slow', medianMs: 450 });
    const pinned = setUp(450, null);
    await pinned.watch.check();
    expect(pinned.state.asked).toEqual([]);
    expect(pinned.onAdvice).not.toHaveBeenCalled();
  });

  it('a hidden page or a model still loading is not measured', async () => {
    const { state, onAdvice, watch } = setUp(450);
    state.visible = false;
    await watch.check();
    state.visible = true;
    state.current = null;
    await watch.check();
    expect(state.asked).toEqual([]);
    expect(onAdvice).not.toHaveBeenCalled();
  });

  it('after reset (a new load, the setting back to auto) it may advise again', async () => {
    const { onAdvice, watch } = setUp(450, 'full');
    await watch.check();
    watch.reset();
    await watch.check();
    expect(onAdvice).toHaveBeenCalledTimes(2);
  });
});
