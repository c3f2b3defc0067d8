// The update flow against a mocked ServiceWorkerRegistration and container (EventTargets: Node
// has no service workers); e2e/sw-update.e2e.ts runs it in Chromium across two real versions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdater,
  SKIP_WAITING,
  UPDATE_CHECK_INTERVAL_MS,
  waitingUpdate,
  watchForUpdates,
} from './sw-update.ts';
import {
  fakeDoc,
  MockContainer,
  MockRegistration,
  MockWorker,
} from '../../tests/support/sw-mocks.ts';

let stop = () => {};
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('watchForUpdates (mocked registration)', () => {
  it('offers a worker already waiting at start, only while another version controls the page', () => {
    const reg = new MockRegistration();
    reg.waiting = new MockWorker();
    expect(waitingUpdate(reg, new MockContainer(null))).toBeNull();
    const onUpdate = vi.fn();
    stop = watchForUpdates(reg, new MockContainer(), { onUpdate }, { doc: fakeDoc() });
    expect(onUpdate).toHaveBeenCalledWith(reg.waiting);
  });

  it('offers a new version once it is installed (updatefound, then statechange), not while installing', () => {
    const reg = new MockRegistration();
    const onUpdate = vi.fn();
    stop = watchForUpdates(reg, new MockContainer(), { onUpdate }, { doc: fakeDoc() });
    const w = reg.found();
    expect(onUpdate).not.toHaveBeenCalled();
    reg.installed(w);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith(w);
  });

  it('first visit (no controller): the new worker activates by itself and nothing is offered', () => {
    const reg = new MockRegistration();
    const container = new MockContainer(null);
    const onUpdate = vi.fn();
    stop = watchForUpdates(reg, container, { onUpdate }, { doc: fakeDoc() });
    reg.installed(reg.found());
    container.takeOver(); // clients.claim()
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('another tab switched to the new version: offered with no worker (a reload is enough)', () => {
    const container = new MockContainer();
    const onUpdate = vi.fn();
    stop = watchForUpdates(new MockRegistration(), container, { onUpdate }, { doc: fakeDoc() });
    container.takeOver();
    expect(onUpdate).toHaveBeenCalledWith(null);
  });

  it('checks hourly and when the tab is shown again, never while hidden', () => {
    vi.useFakeTimers();
    const reg = new MockRegistration();
    const doc = fakeDoc();
    stop = watchForUpdates(reg, new MockContainer(), { onUpdate: () => {} }, { doc });
    expect(reg.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(reg.update).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reg = new MockRegistration();
    reg.update.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const doc = fakeDoc();
    stop = watchForUpdates(reg, new MockContainer(), { onUpdate: () => {} }, { doc });
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

describe('createUpdater (mocked worker and container)', () => {
  it('posts SKIP_WAITING and reloads once on controllerchange', () => {
    const container = new MockContainer();
    const reload = vi.fn();
    const w = new MockWorker();
    w.state = 'installed';
    const updater = createUpdater(container, reload);
    updater.apply(w);
    updater.apply(w); // a double click
    expect(w.postMessage).toHaveBeenCalledTimes(1);
    expect(w.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when nobody asked (another tab switched versions)', () => {
    const container = new MockContainer();
    const reload = vi.fn();
    createUpdater(container, reload);
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('no worker left to switch (another tab did it, or it is already active): reloads at once', () => {
    const reload = vi.fn();
    createUpdater(new MockContainer(), reload).apply(null);
    expect(reload).toHaveBeenCalledTimes(1);
    const w = new MockWorker();
    w.state = 'activated';
    const again = vi.fn();
    createUpdater(new MockContainer(), again).apply(w);
    expect(w.postMessage).not.toHaveBeenCalled();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
