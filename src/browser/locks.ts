// Web Locks adapter (docs/architecture.md: browser APIs live behind src/browser adapters). A named
// lock is shared by every tab of this origin; where the API is missing (old browsers, Node) callers
// get null and fall back to what one tab can do alone (docs/decisions.md#tabs).

/** The part of `navigator.locks` the app uses. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
  /** The locks held and asked for in every tab of this origin (a snapshot). */
  query?(): Promise<{ held?: { name?: string }[] }>;
}

let override: LockManagerLike | null | undefined;

/** The browser's lock manager, or null where Web Locks are missing. */
export function lockManager(): LockManagerLike | null {
  if (override !== undefined) return override;
  try {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    return locks ?? null;
  } catch {
    return null;
  }
}

/** Tests hand in their own lock manager (undefined: back to the browser's, null: none). */
export function setLockManager(m: LockManagerLike | null | undefined): void {
  override = m;
}

/**
 * Runs `fn` holding the named lock, waiting for it; runs it at once where locks are missing.
 * `waited` says whether another tab held it first (so that tab may just have written something).
 */
export function withLock<T>(name: string, fn: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return fn(false);
  return locks.request(name, { ifAvailable: true }, (lock) =>
    lock ? fn(false) : locks.request(name, {}, () => fn(true)),
  );
}

/** Whether any tab of this origin holds the named lock; null where that cannot be asked. */
export async function isLockHeld(name: string): Promise<boolean | null> {
  const locks = lockManager();
  if (!locks?.query) return null;
  try {
    const { held = [] } = await locks.query();
    return held.some((l) => l.name === name);
  } catch {
    return null;
  }
}
