// Setups and the account (docs/api.md#setups): local first. Signed in, every change is sent; on
// sign-in (and at each sync) deletions go first, then setups changed here, then the account's list
// is merged in: a setup only the account has is added here, one only this device has is sent. A
// failure keeps everything here, marked, and says so (setupsState.notice); the next sync retries.
import { subscribe } from 'valtio';
import * as setupsApi from '../api/setups.ts';
import { ApiError } from '../api/errors.ts';
import { msg, t } from '../i18n/index.ts';
import { SETUP_MAX_COUNT } from '../../core/posture/constants.ts';
import { authState } from './auth.ts';
import {
  type LocalSetup,
  addSetup,
  cleanPersonal,
  persistSetups,
  removeLocalSetup,
  renameLocalSetup,
  replaceLocalBaseline,
  setupsState,
} from './setups.ts';

// The notices are shown through t(); the ones with a name or the server's words are put in the
// current language where they are made.
export const SYNC_FAILED_NOTICE = msg(
  'Your setups are saved on this device; they will reach your account when the server can be reached.',
);

let running: Promise<void> | null = null;
let again = false;

const signedIn = () => authState.status === 'authenticated';

/** A refusal (400, 409) is about that one setup: it stays here and the others go on. */
const refused = (e: unknown) =>
  e instanceof ApiError &&
  e.status >= 400 &&
  e.status < 500 &&
  e.status !== 401 &&
  e.status !== 429;

/**
 * Sends one setup; returns the server's refusal, or null when it is in the account. A setup renamed
 * or changed while its request was on its way stays dirty, so the newer one goes next (and the
 * account's copy, now older, does not replace it).
 */
async function send(s: { name: string; baseline: LocalSetup['baseline']; dirty: boolean }) {
  const { name, baseline } = s;
  try {
    await setupsApi.putSetup(name, baseline);
    if (s.name === name && s.baseline === baseline) s.dirty = false;
    return null;
  } catch (e) {
    if (!refused(e)) throw e;
    return t('“{name}” could not be saved to your account ({reason}); it is kept on this device.', {
      name: s.name,
      reason: t((e as ApiError).message),
    });
  }
}

/** Returns what the server refused (null: everything is in the account). */
async function syncOnce(): Promise<string | null> {
  const problems: string[] = [];
  for (const name of [...setupsState.deleted]) {
    try {
      await setupsApi.deleteSetup(name);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) throw e;
    }
    setupsState.deleted = setupsState.deleted.filter((n) => n !== name);
    persistSetups();
  }
  for (const s of setupsState.setups.filter((x) => x.dirty)) {
    const problem = await send(s);
    if (problem) problems.push(problem);
    persistSetups();
  }
  const remote = await setupsApi.listSetups();
  const local = new Set(setupsState.setups.map((s) => s.name));
  for (const r of remote) {
    // In step with the account (not dirty): the account's newer baseline (another device's
    // 'That wasn't a slouch' or slouch example) replaces this one.
    const here = setupsState.setups.find((s) => s.name === r.name);
    if (here && !here.dirty && JSON.stringify(here.baseline) !== JSON.stringify(r.baseline))
      here.baseline = cleanPersonal(r.baseline);
    if (local.has(r.name) || setupsState.setups.length >= SETUP_MAX_COUNT) continue;
    setupsState.setups.push({ name: r.name, baseline: cleanPersonal(r.baseline), dirty: false });
  }
  const there = new Set(remote.map((r) => r.name));
  const missing = setupsState.setups.filter((s) => !there.has(s.name) && !s.dirty);
  for (const s of missing) {
    const problem = await send(s);
    if (problem) problems.push(problem);
  }
  persistSetups();
  return problems[0] ?? null;
}

/** Sends what the account lacks and takes what it has; never throws, never drops a setup. */
export function syncSetups(): Promise<void> {
  if (!signedIn()) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        setupsState.notice = await syncOnce();
      } catch (e) {
        console.warn('[setups] could not sync with the account', e);
        setupsState.notice =
          e instanceof ApiError && e.serverMessage
            ? t('{reason}. Your setups are kept on this device.', { reason: t(e.serverMessage) })
            : SYNC_FAILED_NOTICE;
        again = false;
      }
    } while (again && signedIn());
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Syncs now when signed in, and again on every sign-in. Returns the unsubscribe. */
export function followAccountSetups(): () => void {
  let was = signedIn();
  if (was) void syncSetups();
  return subscribe(authState, () => {
    const now = signedIn();
    if (now && !was) void syncSetups();
    was = now;
  });
}

/** Saves a new setup here and, signed in, in the account. Returns its stored name. */
export function saveSetup(raw: string, baseline: Parameters<typeof addSetup>[1]): string {
  const name = addSetup(raw, baseline);
  void syncSetups();
  return name;
}

export function renameSetup(from: string, to: string): void {
  renameLocalSetup(from, to);
  void syncSetups();
}

export function deleteSetup(name: string): void {
  removeLocalSetup(name);
  void syncSetups();
}

/** A saved setup's new baseline ('That wasn't a slouch'), here and, signed in, in the account. */
export function changeSetupBaseline(name: string, baseline: Parameters<typeof addSetup>[1]): void {
  if (replaceLocalBaseline(name, baseline)) void syncSetups();
}
