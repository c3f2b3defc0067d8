// The notice's decisions with a mocked ServiceWorkerRegistration: shown for a waiting version,
// hidden by 'Later' until a newer one, and 'Reload to update' asks first while a session tracks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appUpdate,
  cancelReload,
  dismissUpdate,
  reloadToUpdate,
  resetAppUpdate,
  setUpdateGuard,
  startUpdateChecks,
} from './app-update.ts';
import { SKIP_WAITING } from '../browser/sw-update.ts';
import {
  fakeDoc,
  MockContainer,
  MockRegistration,
  type MockWorker,
} from '../../tests/support/sw-mocks.ts';

let stop = () => {};
afterEach(() => {
  stop();
  resetAppUpdate();
});

function withWaiting() {
  const reg = new MockRegistration();
  const container = new MockContainer();
  const reload = vi.fn();
  stop = startUpdateChecks(reg, container, reload, { doc: fakeDoc() });
  const worker: MockWorker = reg.found();
  reg.installed(worker);
  return { reg, container, reload, worker };
}

describe('app update notice (mocked registration)', () => {
  it('no waiting version: no notice, and the button does nothing', async () => {
    stop = startUpdateChecks(new MockRegistration(), new MockContainer(), vi.fn(), {
      doc: fakeDoc(),
    });
    expect(appUpdate.available).toBe(false);
    expect(await reloadToUpdate()).toBe('none');
  });

  it('not tracking: the click switches versions and the page reloads once it is controlled', async () => {
    const { container, reload, worker } = withWaiting();
    expect(appUpdate.available).toBe(true);
    expect(await reloadToUpdate()).toBe('reloading');
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    worker.setState('activated');
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('nobody clicks: the waiting version is never told to skip waiting', () => {
    const { worker, reload } = withWaiting();
    expect(appUpdate.available).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tracking: the click asks first; "Keep tracking" ends nothing, "Reload now" switches', async () => {
    setUpdateGuard(() => Promise.resolve(true));
    const { worker } = withWaiting();
    expect(await reloadToUpdate()).toBe('confirm');
    expect(appUpdate.confirming).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
    cancelReload();
    expect(appUpdate.confirming).toBe(false);
    expect(await reloadToUpdate()).toBe('confirm');
    expect(await reloadToUpdate(true)).toBe('reloading');
    expect(appUpdate.confirming).toBe(false);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('a guard that fails counts as tracking (asks rather than ending a session unasked)', async () => {
    setUpdateGuard(() => Promise.reject(new Error('chunk failed to load')));
    const { worker } = withWaiting();
    expect(await reloadToUpdate()).toBe('confirm');
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('"Later" hides the notice until a newer version is waiting', () => {
    const { reg } = withWaiting();
    dismissUpdate();
    expect(appUpdate.dismissed).toBe(true);
    reg.dispatchEvent(new Event('updatefound')); // nothing installing: ignored
    expect(appUpdate.dismissed).toBe(true);
    reg.installed(reg.found());
    expect(appUpdate.dismissed).toBe(false);
    expect(appUpdate.available).toBe(true);
  });

  it('another tab switched versions: the notice shows and the click only reloads', async () => {
    const container = new MockContainer();
    const reload = vi.fn();
    stop = startUpdateChecks(new MockRegistration(), container, reload, { doc: fakeDoc() });
    container.takeOver();
    expect(appUpdate.available).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(await reloadToUpdate()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
