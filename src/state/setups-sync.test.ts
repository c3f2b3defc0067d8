// The setups store's account sync (src/state/setups-sync.ts): local first, and it never loses a
// setup when the network fails. The account API is a fake that keeps its setups in a Map, like
// the server does per user. (setups.test.ts has the store on this device.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, readJson, setAppStorage } from '../browser/storage.ts';
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import { testBaseline } from '../../tests/support/calibration.ts';

const account = new Map<string, CalibrationData>();
let down = false;
/** While set, a PUT waits for it: a request still in flight. */
let inFlight: Promise<void> | null = null;
let putsStarted = 0;
const offline = () => {
  if (down) throw new TypeError('Failed to fetch');
};
vi.mock('../api/setups.ts', () => ({
  listSetups: vi.fn(async () => {
    offline();
    return [...account].map(([name, baseline]) => ({ name, baseline }));
  }),
  putSetup: vi.fn(async (name: string, baseline: CalibrationData) => {
    offline();
    putsStarted++;
    await inFlight;
    if (name === 'Refused') throw new ApiError(400, { error: 'Setup name is odd' }, 'x');
    account.set(name, baseline);
  }),
  deleteSetup: vi.fn(async (name: string) => {
    offline();
    account.delete(name);
  }),
}));

const { ApiError } = await import('../api/errors.ts');
const { authState } = await import('./auth.ts');
const store = await import('./setups.ts');
const sync = await import('./setups-sync.ts');

const baseline = testBaseline;
const names = () => store.setupsState.setups.map((s) => s.name);

beforeEach(() => {
  setAppStorage(memoryStorage());
  store.reloadSetups();
  account.clear();
  down = false;
  inFlight = null;
  authState.status = 'anonymous';
});

describe('setups store', () => {
  it('signed in, a saved setup reaches the account; signed out it waits, then goes on sign-in', async () => {
    sync.saveSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    expect(account.size).toBe(0);
    authState.status = 'authenticated';
    await sync.syncSetups();
    expect([...account.keys()]).toEqual(['Desk']);
    expect(store.setupsState.setups[0]!.dirty).toBe(false);
  });

  it('a network failure keeps every change here, says so politely, and sends it later', async () => {
    authState.status = 'authenticated';
    account.set('Laptop', baseline(0.2));
    down = true;
    sync.saveSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    expect(names()).toEqual(['Desk']);
    expect(store.setupsState.notice).toBe(sync.SYNC_FAILED_NOTICE);
    sync.renameSetup('Desk', 'Study');
    await sync.syncSetups();
    expect(names()).toEqual(['Study']);
    down = false;
    await sync.syncSetups();
    expect(store.setupsState.notice).toBeNull();
    expect(names().sort()).toEqual(['Laptop', 'Study']);
    expect([...account.keys()].sort()).toEqual(['Laptop', 'Study']);
    sync.deleteSetup('Laptop');
    await sync.syncSetups();
    expect([...account.keys()]).toEqual(['Study']);
    expect(readJson(store.SETUPS_STORAGE_KEY)).toMatchObject({ deleted: [] });
  });

  it("a setup's changed baseline (an allowance) is stored, sent, and reaches another device", async () => {
    authState.status = 'authenticated';
    sync.saveSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    const widened = { ...baseline(0.5), allowance: { slouching: 1.3 } };
    sync.changeSetupBaseline('Desk', widened);
    expect(store.setupsState.setups[0]!.dirty).toBe(true);
    await sync.syncSetups();
    expect(account.get('Desk')).toEqual(widened);
    expect(readJson(store.SETUPS_STORAGE_KEY)).toMatchObject({
      setups: [{ name: 'Desk', dirty: false, baseline: { allowance: { slouching: 1.3 } } }],
    });
    // Another device undid it: this one, in step with the account, takes the account's baseline.
    account.set('Desk', baseline(0.5));
    await sync.syncSetups();
    expect(store.setupsState.setups[0]!.baseline).toEqual(baseline(0.5));
    // A change not sent yet is kept over the account's.
    down = true;
    sync.changeSetupBaseline('Desk', widened);
    await sync.syncSetups();
    down = false;
    account.set('Desk', baseline(0.5));
    await sync.syncSetups();
    expect(account.get('Desk')).toEqual(widened);
    expect(sync.changeSetupBaseline('Nowhere', widened)).toBeUndefined();
    expect(names()).toEqual(['Desk']);
  });

  it("keeps its own copy of a baseline: the caller's object stays plain, so it still crosses to the pose worker", () => {
    // valtio proxies an object put into the store in place (its nested objects become proxies),
    // and a proxy cannot be posted to a worker: "#<Object> could not be cloned" (CI, the slouch
    // example's Undo right after 'I'm slouching now' on a saved setup).
    const mine = { ...baseline(0.5), slouchExample: { drop: 0.3 } };
    sync.saveSetup('Desk', mine);
    expect(() => structuredClone(mine)).not.toThrow();
    const changed = {
      ...baseline(0.5),
      allowance: { slouching: 1.3 },
      slouchExample: { drop: 0.4 },
    };
    sync.changeSetupBaseline('Desk', changed);
    expect(() => structuredClone(changed)).not.toThrow();
    expect(() => structuredClone({ ...changed, slouchExample: null })).not.toThrow();
    expect(store.setupsState.setups[0]!.baseline).toEqual(changed);
  });

  it("a setup's slouch example is stored, sent, reaches another device, and is cleaned", async () => {
    authState.status = 'authenticated';
    sync.saveSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    const personal = { ...baseline(0.5), slouchExample: { drop: 0.12, shrink: 0.2 } };
    sync.changeSetupBaseline('Desk', personal);
    expect(store.setupsState.setups[0]!.dirty).toBe(true);
    await sync.syncSetups();
    expect(account.get('Desk')).toEqual(personal);
    expect(readJson(store.SETUPS_STORAGE_KEY)).toMatchObject({
      setups: [{ name: 'Desk', dirty: false, baseline: { slouchExample: { drop: 0.12 } } }],
    });
    // Undo on another device: this one, in step with the account, drops its example too.
    account.set('Desk', baseline(0.5));
    await sync.syncSetups();
    expect(store.setupsState.setups[0]!.baseline).toEqual(baseline(0.5));
    // What storage or the account holds is cleaned: unknown cues and unusable values go.
    const odd = { drop: 0.1, elbow: 3, shrink: Number.NaN, sink: 1e9 } as unknown;
    account.set('Desk', { ...baseline(0.5), slouchExample: odd } as CalibrationData);
    await sync.syncSetups();
    expect(store.setupsState.setups[0]!.baseline.slouchExample).toEqual({ drop: 0.1 });
    const none = { ...baseline(0.5), slouchExample: { elbow: 1 } } as unknown as CalibrationData;
    store.replaceLocalBaseline('Desk', none);
    expect(store.setupsState.setups[0]!.baseline).not.toHaveProperty('slouchExample');
  });

  it('a setup the server refuses stays here, is named in the notice, and the others still go', async () => {
    authState.status = 'authenticated';
    store.addSetup('Refused', baseline(0.1));
    store.addSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    expect([...account.keys()]).toEqual(['Desk']);
    expect(names()).toEqual(['Refused', 'Desk']);
    expect(store.setupsState.notice).toMatch(
      /“Refused” could not be saved.*Setup name is odd.*kept/,
    );
  });

  it('a change made while the last one is on its way is sent too, not taken back by the account', async () => {
    authState.status = 'authenticated';
    sync.saveSetup('Desk', baseline(0.5));
    await sync.syncSetups();
    let arrive!: () => void;
    inFlight = new Promise((r) => (arrive = r));
    const widened = { ...baseline(0.5), allowance: { slouching: 1.3 } };
    const started = putsStarted;
    sync.changeSetupBaseline('Desk', widened);
    await vi.waitFor(() => expect(putsStarted).toBe(started + 1));
    // Undo while the widened baseline's PUT is still on its way.
    sync.changeSetupBaseline('Desk', baseline(0.5));
    arrive();
    await sync.syncSetups();
    expect(account.get('Desk')).toEqual(baseline(0.5));
    expect(store.setupsState.setups[0]).toMatchObject({ baseline: baseline(0.5), dirty: false });
  });
});
