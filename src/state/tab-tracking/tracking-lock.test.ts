import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLockManager } from '../../../tests/support/fake-locks.ts';
import { deliverStorageEvent, openTab as open } from '../../../tests/support/sim-tabs.ts';
import type { LockManagerLike } from '../../browser/locks.ts';
import { memoryStorage, type KeyValueStorage } from '../../browser/storage.ts';

// docs/decisions.md#tabs: one tracking tab. Each "tab" is its own copy of the module graph
// sharing one storage and one lock manager (tests/support/sim-tabs.ts).
const openTab = (storage: KeyValueStorage, locks: LockManagerLike | null) =>
  open(() => import('./tracking-lock.ts'), storage, locks);

const tick = () => new Promise((r) => setTimeout(r, 0));

let storage: KeyValueStorage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

describe('one tracking tab (a fake lock manager: Node 20 has no Web Locks)', () => {
  it('Start in a second tab is refused with the notice while the first tracks, and allowed once it ended', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    const b = await openTab(storage, locks);
    expect(await a.claimTracking(() => {})).toBe(true);
    expect(await b.claimTracking(() => {})).toBe(false);
    expect(b.tabTracking.notice).toBe('elsewhere');
    expect(b.TRACKING_ELSEWHERE).toBe('Posture tracking is running in another tab.');
    // Resume in the tracking tab still works (it holds the lock).
    expect(await a.claimTracking(() => {})).toBe(true);
    a.releaseTracking();
    await tick(); // a lock is let go asynchronously, as in browsers
    expect(await b.claimTracking(() => {})).toBe(true);
    expect(b.tabTracking.notice).toBeNull();
  });

  it("'Track here': the tracking tab ends its session before the new tab holds the lock", async () => {
    const locks = fakeLockManager();
    const order: string[] = [];
    const a = await openTab(storage, locks);
    const unfollow = a.followHandover();
    const endA = async () => {
      await tick();
      order.push('a ended');
      a.releaseTracking(); // what End Session does (src/state/monitor-session/end.ts)
    };
    expect(await a.claimTracking(endA)).toBe(true);
    const b = await openTab(storage, locks);
    expect(await b.claimTracking(() => {})).toBe(false);
    const taking = b.takeOverTracking(() => {}).then((ok) => order.push(`b holds: ${ok}`));
    // The browser tells the other tabs about b's write.
    deliverStorageEvent(b.HANDOVER_KEY, storage.getItem(b.HANDOVER_KEY));
    await taking;
    expect(order).toEqual(['a ended', 'b holds: true']);
    expect(a.tabTracking.notice).toBe('moved');
    expect(b.tabTracking.notice).toBeNull();
    expect(await a.claimTracking(() => {})).toBe(false);
    unfollow();
  });

  it('a handover request reaches only a tab that tracks', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    const unfollow = a.followHandover();
    deliverStorageEvent(a.HANDOVER_KEY, 'x');
    await tick();
    expect(a.tabTracking.notice).toBeNull();
    unfollow();
  });

  it('without Web Locks every tab may track, as before', async () => {
    const a = await openTab(storage, null);
    const b = await openTab(storage, null);
    expect(await a.claimTracking(() => {})).toBe(true);
    expect(await b.claimTracking(() => {})).toBe(true);
  });
});
