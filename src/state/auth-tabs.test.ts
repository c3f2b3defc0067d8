import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverStorageEvent, openTab } from '../../tests/support/sim-tabs.ts';
import { memoryStorage, type KeyValueStorage } from '../browser/storage.ts';

// docs/decisions.md#tabs: a sign-in in one tab is picked up by the others. Each "tab" is its own
// copy of the module graph sharing one storage (tests/support/sim-tabs.ts); `fetch` is a fake
// account server that knows one password and one user.
const USER = { user_id: 'u1', first_name: 'Tabitha', last_name: 'Two', email_address: 't@x.io' };
const calls: string[] = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://app.test').pathname;
  const auth = new Headers(init?.headers).get('authorization');
  calls.push(`${init?.method ?? 'GET'} ${path}`);
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  if (path.endsWith('/user/login'))
    return json(200, {
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_type: 'Bearer',
      expires_in: 3600,
      user: USER,
    });
  if (path.endsWith('/user') && auth === 'Bearer access-1') return json(200, USER);
  return json(401, { error: 'Unauthorized' });
}

const openAuthTab = async (storage: KeyValueStorage) => {
  const tab = await openTab(
    async () => ({ auth: await import('./auth.ts'), user: await import('../api/user.ts') }),
    storage,
  );
  await tab.auth.initAuth();
  return tab;
};

const settle = () => new Promise((r) => setTimeout(r, 0));

let storage: KeyValueStorage;
beforeEach(() => {
  calls.length = 0;
  storage = memoryStorage();
  // react-aria (under the toasts) looks at window.screen when it loads.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { screen: {} }));
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in across tabs', () => {
  it('signing in in one tab signs in the other tabs, which ask the server who is signed in', async () => {
    const a = await openAuthTab(storage);
    const b = await openAuthTab(storage);
    const c = await openAuthTab(storage);
    for (const t of [a, b, c]) expect(t.auth.authState.status).toBe('anonymous');

    // Tab A: what the login page does.
    const res = await a.user.login('t@x.io', 'Sitting9Straight');
    a.auth.setSignedIn(res.user!);
    // The browser tells the other tabs about the tokens A stored.
    deliverStorageEvent('posture-coach.auth', storage.getItem('posture-coach.auth'));
    await settle();

    for (const t of [b, c]) {
      expect(t.auth.authState.status).toBe('authenticated');
      expect(t.auth.authState.user).toMatchObject({ first_name: 'Tabitha' });
    }
    expect(calls).toEqual(['POST /api/user/login', 'GET /api/user', 'GET /api/user']);
  });

  it('a token write seen by a tab that is already signed in (another tab refreshed) asks nothing', async () => {
    const a = await openAuthTab(storage);
    const res = await a.user.login('t@x.io', 'Sitting9Straight');
    a.auth.setSignedIn(res.user!);
    const b = await openAuthTab(storage);
    expect(b.auth.authState.status).toBe('authenticated');
    calls.length = 0;
    deliverStorageEvent('posture-coach.auth', storage.getItem('posture-coach.auth'));
    await settle();
    expect(calls).toEqual([]);
    expect(b.auth.authState.status).toBe('authenticated');
  });
});

describe('sign-out across tabs', () => {
  it('a tab whose tracking does not finish ending (pose worker busy warming up) still signs out after END_WAIT_MS', async () => {
    const a = await openAuthTab(storage);
    const res = await a.user.login('t@x.io', 'Sitting9Straight');
    a.auth.setSignedIn(res.user!);
    const b = await openAuthTab(storage);
    expect(b.auth.authState.status).toBe('authenticated');
    vi.stubGlobal('location', { pathname: '/' });
    let ended = false;
    // B's monitoring screen: its end never settles while the worker is busy.
    (await import('./monitor-session/end-callbacks.ts')).registerEndCallback(() => {
      ended = true;
      return new Promise<void>(() => {});
    });
    vi.useFakeTimers();
    try {
      storage.removeItem('posture-coach.auth'); // A logs out
      deliverStorageEvent('posture-coach.auth', null);
      await vi.advanceTimersByTimeAsync(b.auth.END_WAIT_MS - 1);
      expect(ended).toBe(true);
      expect(b.auth.authState.status).toBe('authenticated');
      await vi.advanceTimersByTimeAsync(1);
      expect(b.auth.authState.status).toBe('anonymous');
    } finally {
      vi.useRealTimers();
    }
  });
});
