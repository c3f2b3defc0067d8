// When the page-unload beacon fires (docs/api.md#session-recording), with the page's events
// dispatched on plain EventTargets (the real browser close is
// e2e/monitor-session-lifecycle.e2e.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installUnloadEnd, UNLOAD_SURVIVAL_MS } from './page-unload.ts';

function page() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const end = vi.fn();
  const survived = vi.fn();
  const uninstall = installUnloadEnd(win, doc, end, survived);
  const visibility = (v: 'visible' | 'hidden') => {
    doc.visibilityState = v;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const fire = (type: string) => win.dispatchEvent(new Event(type));
  return { end, survived, uninstall, visibility, fire };
}

describe('the session end on page unload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires at beforeunload (Chromium closes a busy tab without pagehide); the same unload ends once', () => {
    const p = page();
    p.fire('beforeunload');
    expect(p.end).toHaveBeenCalledTimes(1);
    p.visibility('hidden');
    p.fire('pagehide');
    expect(p.end).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNLOAD_SURVIVAL_MS * 2);
    expect(p.survived).not.toHaveBeenCalled();
  });

  it('fires on visibilitychange to hidden when the page is being unloaded (no pagehide)', () => {
    const p = page();
    p.fire('beforeunload');
    p.visibility('hidden');
    vi.advanceTimersByTime(UNLOAD_SURVIVAL_MS);
    expect(p.end).toHaveBeenCalledTimes(1);
    expect(p.survived).not.toHaveBeenCalled();
  });

  it('an unload that did not happen (still running and visible 2 s later) records again, and the next unload ends again', () => {
    const p = page();
    p.fire('beforeunload');
    vi.advanceTimersByTime(UNLOAD_SURVIVAL_MS - 1);
    expect(p.survived).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.survived).toHaveBeenCalledTimes(1);
    p.visibility('hidden'); // another tab now: not an unload
    expect(p.end).toHaveBeenCalledTimes(1);
    p.visibility('visible');
    p.fire('beforeunload');
    p.fire('pagehide');
    expect(p.end).toHaveBeenCalledTimes(2);
  });

  it('hidden when the check runs (a slow close, or the person looked away): survived only once it is seen again', () => {
    const p = page();
    p.fire('beforeunload');
    p.visibility('hidden');
    vi.advanceTimersByTime(UNLOAD_SURVIVAL_MS);
    expect(p.survived).not.toHaveBeenCalled();
    p.visibility('visible');
    expect(p.survived).toHaveBeenCalledTimes(1);
    p.visibility('hidden');
    p.visibility('visible');
    expect(p.survived).toHaveBeenCalledTimes(1);
    expect(p.end).toHaveBeenCalledTimes(1);
  });

  it('fires on pagehide', () => {
    const p = page();
    p.fire('pagehide');
    expect(p.end).toHaveBeenCalledTimes(1);
  });

  it('another tab (hidden without an unload) is not an end', () => {
    const p = page();
    p.visibility('hidden');
    p.visibility('visible');
    expect(p.end).not.toHaveBeenCalled();
  });

  it('back from the back/forward cache it ends again on the next unload; uninstalled, never', () => {
    const p = page();
    p.fire('pagehide');
    p.fire('pageshow');
    p.fire('pagehide');
    expect(p.end).toHaveBeenCalledTimes(2);
    p.uninstall();
    p.fire('pageshow');
    p.fire('beforeunload');
    p.fire('pagehide');
    vi.advanceTimersByTime(UNLOAD_SURVIVAL_MS);
    expect(p.end).toHaveBeenCalledTimes(2);
    expect(p.survived).not.toHaveBeenCalled();
  });
});
