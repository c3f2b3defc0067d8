import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLockManager } from '../../../tests/support/fake-locks.ts';
import { deliverStorageEvent, openTab as open } from '../../../tests/support/sim-tabs.ts';
import type { LockManagerLike } from '../../browser/locks.ts';
import { memoryStorage, type KeyValueStorage } from '../../browser/storage.ts';

// docs/decisions.md#tabs: an /app tab says when another tab tracks, without waiting for Start, and
// 'Track here instead' takes over from a tab that does not let go. Simulated tabs share one storage
// and one fake lock manager (tests/support/sim-tabs.ts, tests/support/fake-locks.ts).
const openTab = (storage: KeyValueStorage, locks: LockManagerLike | null) =>
  open(() => import('./tracking-lock.ts'), storage, locks);

/** Lets the fake lock manager's promises and the notice's query settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let storage: KeyValueStorage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', new EventTarget());
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notice follows the other tabs (locks.query on a fake lock manager)', () => {
  it('a tab that opens /app while another tracks shows the notice at once, before any Start', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    expect(await a.claimTracking(() => {})).toBe(true);
    const b = await openTab(storage, locks);
    const unwatch = b.watchOtherTabs();
    await settle();
    expect(b.tabTracking.notice).toBe('elsewhere');
    unwatch();
    expect(b.tabTracking.notice).toBeNull();
  });

  it('appears when another tab starts and goes away when it stops, as that tab announces it', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    const b = await openTab(storage, locks);
    const unwatch = b.watchOtherTabs();
    await settle();
    expect(b.tabTracking.notice).toBeNull();

    expect(await a.claimTracking(() => {})).toBe(true);
    deliverStorageEvent(a.TRACKING_STATE_KEY, storage.getItem(a.TRACKING_STATE_KEY));
    await settle();
    expect(b.tabTracking.notice).toBe('elsewhere');

    const announced = storage.getItem(a.TRACKING_STATE_KEY);
    a.releaseTracking(); // End Session in A
    await settle();
    // A announces only once the lock is free, so B's query cannot see it still held.
    expect(storage.getItem(a.TRACKING_STATE_KEY)).not.toBe(announced);
    deliverStorageEvent(a.TRACKING_STATE_KEY, storage.getItem(a.TRACKING_STATE_KEY));
    await settle();
    expect(b.tabTracking.notice).toBeNull();
    expect(await b.claimTracking(() => {})).toBe(true);
    unwatch();
  });

  it('goes away within RECHECK_MS when the tracking tab vanishes without a word (closed)', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    await a.claimTracking(() => {});
    const b = await openTab(storage, locks);
    const unwatch = b.watchOtherTabs();
    await settle();
    expect(b.tabTracking.notice).toBe('elsewhere');
    a.releaseTracking(); // the browser frees a closed tab's locks; no storage event reaches B
    await settle();
    expect(b.tabTracking.notice).toBe('elsewhere');
    await vi.advanceTimersByTimeAsync(b.RECHECK_MS);
    expect(b.tabTracking.notice).toBeNull();
    unwatch();
  });

  it("the tab that handed over keeps saying so ('moved'), not 'elsewhere'", async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    const unwatchA = a.watchOtherTabs();
    a.tabTracking.notice = 'moved';
    const b = await openTab(storage, locks);
    await b.claimTracking(() => {});
    deliverStorageEvent(b.TRACKING_STATE_KEY, storage.getItem(b.TRACKING_STATE_KEY));
    await settle();
    expect(a.tabTracking.notice).toBe('moved');
    unwatchA();
  });
});

describe("'Track here instead' when the tracking tab does not let go", () => {
  it('waits HANDOVER_WAIT_MS (5 s), then takes the lock; the hung tab ends its session before the new one starts', async () => {
    const locks = fakeLockManager();
    const order: string[] = [];
    const a = await openTab(storage, locks);
    // Tab A tracks but is hung: it does not follow the handover request (no followHandover).
    expect(await a.claimTracking(() => void order.push('a session ended'))).toBe(true);
    const b = await openTab(storage, locks);
    expect(await b.claimTracking(() => {})).toBe(false);
    let moved: boolean | undefined;
    // What screen-actions' trackHere does: take over, then start (and record) a session.
    const taking = b
      .takeOverTracking(() => {})
      .then((ok) => {
        moved = ok;
        order.push('b session started');
      });
    deliverStorageEvent(b.HANDOVER_KEY, storage.getItem(b.HANDOVER_KEY));

    await vi.advanceTimersByTimeAsync(b.HANDOVER_WAIT_MS - 1);
    expect(moved).toBeUndefined();
    expect(order).toEqual([]);
    expect(a.tabTracking.notice).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await taking;
    expect(moved).toBe(true);
    // No overlap: A's session was ended (and A says why) before B started one.
    expect(order).toEqual(['a session ended', 'b session started']);
    expect(a.tabTracking.notice).toBe('moved');
    expect(b.tabTracking.notice).toBeNull();
    // B holds the lock now; A may not track until B ends.
    expect(await a.claimTracking(() => {})).toBe(false);
    expect(await b.claimTracking(() => {})).toBe(true);
  });
});
