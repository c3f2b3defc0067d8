// src/service-worker/sw.js run in Node (scripts/sw-precache.test.ts): an in-memory CacheStorage
// and a worker given its install, activate, fetch and message events as the browser would.
import { vi } from 'vitest';

const ORIGIN = 'http://app.test';
const path = (k: string | Request) => {
  const u = new URL(typeof k === 'string' ? k : k.url, ORIGIN);
  return u.pathname + u.search;
};

/** CacheStorage in memory, keyed by path + query like the browser's (same origin). */
export function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    return {
      match: (k: string | Request) => Promise.resolve(m.get(path(k))?.clone()),
      put: async (k: string | Request, r: Response) => void m.set(path(k), r.clone()),
    };
  };
  const match = async (k: string | Request, o?: { ignoreSearch?: boolean }) => {
    const want = o?.ignoreSearch ? path(k).split('?')[0] : path(k);
    for (const m of stores.values())
      for (const [key, r] of m)
        if ((o?.ignoreSearch ? key.split('?')[0] : key) === want) return r.clone();
    return undefined;
  };
  return {
    stores,
    api: {
      open: (n: string) => Promise.resolve(open(n)),
      match,
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (n: string) => Promise.resolve(stores.delete(n)),
    },
  };
}

type Listener = (e: {
  request?: Request;
  data?: unknown;
  waitUntil?(p: Promise<unknown>): void;
  addRoutes?(rules: unknown): Promise<void>;
}) => void;

/** Runs sw.js as the browser would: install, activate, then fetch events. */
export async function startWorker(
  source: string,
  caches: unknown,
  network: Map<string, string>,
  staticRouting = true,
) {
  const routes: unknown[] = [];
  const fetched: { url: string; cache: string }[] = [];
  const fetchFn = async (input: string | Request, init?: { cache?: string }) => {
    const url = path(input);
    const mode = init?.cache ?? (input instanceof Request ? input.cache : 'default');
    fetched.push({ url, cache: mode });
    const body = network.get(url.split('?')[0]!);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    clients: { claim: () => Promise.resolve() },
    skipWaiting: vi.fn(() => Promise.resolve()),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
  };
  new Function('self', 'caches', 'fetch', 'Request', 'Response', source)(
    self,
    caches,
    fetchFn,
    Request,
    Response,
  );
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      waitUntil: (p) => (done = p),
      ...(type === 'install' && staticRouting
        ? { addRoutes: (r: unknown) => Promise.resolve(void routes.push(...[r].flat())) }
        : {}),
    });
    await done;
  };
  await lifecycle('install');
  await lifecycle('activate');
  const request = async (url: string) => {
    let answer: Promise<Response> | undefined;
    const event = {
      request: new Request(ORIGIN + url),
      respondWith: (p: Promise<Response>) => (answer = p),
    };
    listeners.get('fetch')!(event);
    return answer ? (await answer).text() : 'not handled';
  };
  const message = (data: unknown) => listeners.get('message')!({ data });
  return { fetched, request, routes, message, skipWaiting: self.skipWaiting };
}
