import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLockManager } from '../../tests/support/fake-locks.ts';
import { memoryStorage, type KeyValueStorage } from '../browser/storage.ts';
import type { LockManagerLike } from '../browser/locks.ts';
import type { api as apiType } from './client.ts';

// docs/decisions.md#tabs: two tabs refresh at once. Each "tab" is its own copy of the client's
// module graph (vi.resetModules) sharing one localStorage and one lock manager, as tabs of one
// origin do. The server rotates strictly: a refresh token works once, a second use is a 401.
let server: Server;
let base = '';
let refreshCalls = 0;
let live = 'refresh-1';
let access = 'access-1';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const bearer = (req.headers.authorization ?? '').replace('Bearer ', '');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/user/refresh') {
        refreshCalls++;
        if (bearer !== live) return json(401, { error: 'refresh token reused' });
        const n = refreshCalls + 1;
        live = `refresh-${n}`;
        access = `access-${n}`;
        // Answer late, so the other tab's refresh surely overlaps this one.
        return setTimeout(() => {
          json(200, { access_token: access, refresh_token: live, expires_in: 3600 });
        }, 30);
      }
      return bearer === access ? json(200, { ok: true }) : json(401, { error: 'Unauthorized' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

interface Tab {
  api: typeof apiType;
  signedOut: () => number;
}

async function openTab(storage: KeyValueStorage, locks: LockManagerLike | null): Promise<Tab> {
  vi.resetModules();
  const client = await import('./client.ts');
  (await import('../browser/storage.ts')).setAppStorage(storage);
  (await import('../browser/locks.ts')).setLockManager(locks);
  let out = 0;
  client.configureApi({ baseUrl: base, onAuthFailure: () => out++, sleep: async () => {} });
  return { api: client.api, signedOut: () => out };
}

/** Two tabs' views of one storage: a write shows in the other view `lagMs` later, with its event. */
function laggingViews(from: KeyValueStorage, lagMs: number): [KeyValueStorage, KeyValueStorage] {
  const auth = from.getItem('posture-coach.auth') ?? '';
  const views = [0, 1].map(() => new Map([['posture-coach.auth', auth]]));
  const view = (i: number): KeyValueStorage => {
    const [own, other] = [views[i]!, views[1 - i]!];
    const write = (key: string, value: string | null) => {
      const apply = (m: Map<string, string>) =>
        value === null ? m.delete(key) : m.set(key, value);
      apply(own);
      setTimeout(() => {
        apply(other);
        window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
      }, lagMs);
    };
    return {
      getItem: (key) => own.get(key) ?? null,
      setItem: (key, value) => write(key, value),
      removeItem: (key) => write(key, null),
    };
  };
  return [view(0), view(1)];
}

let storage: KeyValueStorage;
beforeEach(() => {
  refreshCalls = 0;
  live = 'refresh-1';
  access = 'access-1';
  storage = memoryStorage();
  // Both tabs start with an access token the server no longer takes (expired on its side).
  storage.setItem(
    'posture-coach.auth',
    JSON.stringify({
      accessToken: 'access-0',
      refreshToken: 'refresh-1',
      tokenType: 'Bearer',
      accessExpiresAt: Date.now() + 3_600_000,
      refreshExpiresAt: Date.now() + 86_400_000,
    }),
  );
});

describe('token refresh across tabs', () => {
  it('with Web Locks (a fake lock manager: Node 20 has none), two tabs refreshing at once send one refresh and both stay signed in', async () => {
    const locks = fakeLockManager();
    const a = await openTab(storage, locks);
    const b = await openTab(storage, locks);
    const [ra, rb] = await Promise.all([a.api.get('/x'), b.api.get('/x')]);
    expect(ra).toEqual({ ok: true });
    expect(rb).toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
    expect(a.signedOut() + b.signedOut()).toBe(0);
    expect(JSON.parse(storage.getItem('posture-coach.auth') ?? '{}')).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('without Web Locks, the same race sends the rotated token twice (what the lock prevents)', async () => {
    const a = await openTab(storage, null);
    const b = await openTab(storage, null);
    const results = await Promise.allSettled([a.api.get('/x'), b.api.get('/x')]);
    expect(refreshCalls).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(a.signedOut() + b.signedOut()).toBe(1);
  });

  it("a tab that gets the lock before the other tab's new tokens reach its storage waits for them, sending one refresh", async () => {
    // Chromium keeps a copy of localStorage per process: another tab's write arrives a moment
    // later, with its storage event, and not necessarily before the lock that tab let go of.
    vi.stubGlobal('window', new EventTarget());
    try {
      const locks = fakeLockManager();
      const [sa, sb] = laggingViews(storage, 50);
      const a = await openTab(sa, locks);
      const b = await openTab(sb, locks);
      const [ra, rb] = await Promise.all([a.api.get('/x'), b.api.get('/x')]);
      expect([ra, rb]).toEqual([{ ok: true }, { ok: true }]);
      expect(refreshCalls).toBe(1);
      expect(a.signedOut() + b.signedOut()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a tab that waited for the lock while the other was signed out signs out too, sending nothing', async () => {
    const locks = fakeLockManager();
    // The tab's own view of the lock manager tells when its request for the lock is queued: a
    // fixed wait lost the race on a loaded machine (its 401 had not come back within 20 ms).
    let queued = () => {};
    const tabQueued = new Promise<void>((r) => (queued = r));
    const a = await openTab(storage, {
      query: () => locks.query!(),
      request: (name, options, callback) => {
        const pending = locks.request(name, options, callback);
        queued();
        return pending;
      },
    });
    let release = () => {};
    const held = locks.request('posture-coach.token-refresh', {}, () => {
      return new Promise<void>((r) => (release = r));
    });
    const call = a.api.get('/x').catch((e: unknown) => e);
    await tabQueued;
    storage.removeItem('posture-coach.auth');
    release();
    await held;
    await call;
    expect(refreshCalls).toBe(0);
    expect(a.signedOut()).toBe(1);
  });
});
