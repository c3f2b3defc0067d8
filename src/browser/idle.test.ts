// A screen lock cannot happen in node or headless Chromium: a scripted IdleDetector stands in
// for the browser's (same shape: screenState, 'change' events, start({ threshold, signal })).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { requestScreenLockPermission, screenLockSupported, watchScreenLock } from './idle.ts';

class ScriptedIdleDetector extends EventTarget {
  static last: ScriptedIdleDetector | null = null;
  static answer: 'granted' | 'denied' = 'granted';
  static requestPermission = vi.fn(async () => ScriptedIdleDetector.answer);
  screenState: 'locked' | 'unlocked' | null = 'unlocked';
  signal: AbortSignal | null = null;
  constructor() {
    super();
    ScriptedIdleDetector.last = this;
  }
  async start(opts: { threshold: number; signal: AbortSignal }) {
    this.signal = opts.signal;
  }
  set(state: 'locked' | 'unlocked') {
    this.screenState = state;
    this.dispatchEvent(new Event('change'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('screen lock (scripted IdleDetector: no lock screen here)', () => {
  test('hidden where the API is missing', async () => {
    expect(screenLockSupported()).toBe(false);
    expect(await requestScreenLockPermission()).toBe(false);
    expect(watchScreenLock(() => undefined)).toBeTypeOf('function');
  });

  test('asks for the permission and reports lock and unlock once each; stop aborts', async () => {
    vi.stubGlobal('IdleDetector', ScriptedIdleDetector);
    expect(screenLockSupported()).toBe(true);
    expect(await requestScreenLockPermission()).toBe(true);
    ScriptedIdleDetector.answer = 'denied';
    expect(await requestScreenLockPermission()).toBe(false);
    const seen: boolean[] = [];
    const stop = watchScreenLock((l) => seen.push(l));
    const d = ScriptedIdleDetector.last!;
    d.set('locked');
    d.set('locked');
    d.set('unlocked');
    expect(seen).toEqual([true, false]);
    stop();
    expect(d.signal?.aborted).toBe(true);
  });
});
