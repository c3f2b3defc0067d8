// When the page-unload beacon fires (issue #17 item 8), with the page's events dispatched on
// plain EventTargets (the real browser close is e2e/monitor-session-lifecycle.e2e.ts).
import { describe, expect, it, vi } from 'vitest';
import { installUnloadEnd } from './session-lifecycle.ts';

function page() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const end = vi.fn();
  const uninstall = installUnloadEnd(win, doc, end);
  const visibility = (v: 'visible' | 'hidden') => {
    doc.visibilityState = v;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const fire = (type: string) => win.dispatchEvent(new Event(type));
  return { end, uninstall, visibility, fire };
}

describe('the session end on page unload', () => {
  it('fires on visibilitychange to hidden when the page is being unloaded', () => {
    const p = page();
    p.fire('beforeunload');
    p.visibility('hidden');
    expect(p.end).toHaveBeenCalledTimes(1);
    p.fire('pagehide'); // the same unload: one end
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

  it('an unload that did not happen (the page is visible again) disarms the visibility path', () => {
    const p = page();
    p.fire('beforeunload');
    p.visibility('visible');
    p.visibility('hidden');
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
    p.fire('pagehide');
    expect(p.end).toHaveBeenCalledTimes(2);
  });
});
