// Setups (docs/posture-rules.md#setups): calibrations saved by name, kept in local storage first
// and, signed in, in the account (setups-sync.ts). `choice` is the settings panel's 'Setup': 'auto'
// (pick the best fit at Start) or a name (use that one). A change that has not reached the account
// yet stays marked `dirty` (deletions in `deleted`) and is sent again later: nothing is lost when
// the network fails.
import { proxy, snapshot, useSnapshot } from 'valtio';
import { readJson, writeJson } from '../browser/storage.ts';
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import { SETUP_MAX_COUNT, SETUP_NAME_MAX } from '../../core/posture/constants.ts';
import { cleanAllowance } from '../../core/posture/feedback.ts';
import { cleanSetupName, type SetupChoice } from '../../core/posture/setups.ts';
import { cleanSlouchExample } from '../../core/posture/slouch-example.ts';
import { t } from '../i18n/index.ts';
import { logLocal } from './local-log.ts';

export interface LocalSetup {
  name: string;
  baseline: CalibrationData;
  /** Not in the account yet (or changed since). */
  dirty: boolean;
}

export interface SetupsState {
  setups: LocalSetup[];
  choice: 'auto' | string;
  /** Names deleted here that the account may still hold. */
  deleted: string[];
  /** The last sync problem, shown politely in the settings panel; null when all is in the account. */
  notice: string | null;
}

export const SETUPS_STORAGE_KEY = 'posture-coach:setups';

const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown) =>
  !!v && typeof v === 'object' && isNum((v as { x: unknown }).x) && isNum((v as { y: unknown }).y);

/** A stored baseline the engine can use: the required numbers are finite. */
export function isBaseline(v: unknown): v is CalibrationData {
  if (!v || typeof v !== 'object') return false;
  const b = v as Record<string, unknown>;
  const nums = ['shoulderEarBaseline', 'shoulderAsymmetryBaseline', 'shoulderAlignment'];
  return nums.every((k) => isNum(b[k])) && isPoint(b.headPosition) && isPoint(b.chestPosition);
}

/**
 * A stored baseline's personal parts as the engine may use them: the 'That wasn't a slouch'
 * allowance and the slouch example ('Show me your slouch', 'I'm slouching now').
 */
export const cleanPersonal = (b: CalibrationData): CalibrationData =>
  cleanSlouchExample(cleanAllowance(b));

/** A stored model name other than full or lite is dropped (the baseline then counts as full's). */
function cleanModel(b: CalibrationData): CalibrationData {
  if (b.model === undefined || b.model === 'full' || b.model === 'lite') return b;
  const { model: _dropped, ...rest } = b;
  return rest;
}

export function sanitizeSetups(input: unknown): SetupsState {
  const src = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const setups: LocalSetup[] = [];
  for (const s of Array.isArray(src.setups) ? (src.setups as Record<string, unknown>[]) : []) {
    const name = typeof s?.name === 'string' ? cleanSetupName(s.name) : null;
    if (!name || !isBaseline(s.baseline) || setups.some((x) => x.name === name)) continue;
    setups.push({
      name,
      baseline: cleanModel(cleanPersonal(s.baseline)),
      dirty: s.dirty !== false,
    });
  }
  const deleted = Array.isArray(src.deleted)
    ? (src.deleted as unknown[]).filter((n): n is string => typeof n === 'string')
    : [];
  const choice =
    typeof src.choice === 'string' && setups.some((s) => s.name === src.choice)
      ? src.choice
      : 'auto';
  return { setups: setups.slice(0, SETUP_MAX_COUNT), choice, deleted, notice: null };
}

export const setupsState = proxy<SetupsState>(sanitizeSetups(readJson(SETUPS_STORAGE_KEY)));

export const useSetups = () => useSnapshot(setupsState);

export function persistSetups(): void {
  const { setups, choice, deleted } = snapshot(setupsState);
  if (!writeJson(SETUPS_STORAGE_KEY, { setups, choice, deleted }))
    logLocal('warn', 'could not store the setups');
}

/** Re-reads storage (another tab, or a test). */
export function reloadSetups(): void {
  Object.assign(setupsState, sanitizeSetups(readJson(SETUPS_STORAGE_KEY)));
}

/** Why `raw` cannot name a new setup (or the renamed `except`), in the current language, or null when it can. */
export function setupNameProblem(raw: string, except: string | null = null): string | null {
  const name = cleanSetupName(raw);
  if (!name) return t('Give the setup a name of 1 to {max} characters.', { max: SETUP_NAME_MAX });
  if (name !== except && setupsState.setups.some((s) => s.name === name))
    return t('You already have a setup named “{name}”.', { name });
  if (except === null && setupsState.setups.length >= SETUP_MAX_COUNT)
    return t('You can keep at most {max} setups; delete one first.', { max: SETUP_MAX_COUNT });
  return null;
}

/** Adds a setup (the caller checked setupNameProblem). Returns its stored name. */
/**
 * The store's own copy of a baseline. valtio proxies an object put into a proxy in place (its
 * nested objects become proxies), and the caller's object often goes on to the pose worker, where
 * a proxy cannot be posted ("#<Object> could not be cloned").
 */
const own = (b: CalibrationData): CalibrationData => structuredClone(b);

export function addSetup(raw: string, baseline: CalibrationData): string {
  const name = cleanSetupName(raw)!;
  setupsState.setups.push({ name, baseline: own(baseline), dirty: true });
  setupsState.deleted = setupsState.deleted.filter((n) => n !== name);
  persistSetups();
  return name;
}

export function renameLocalSetup(from: string, raw: string): void {
  const to = cleanSetupName(raw)!;
  const s = setupsState.setups.find((x) => x.name === from);
  if (!s || to === from) return;
  s.name = to;
  s.dirty = true;
  setupsState.deleted = [...setupsState.deleted.filter((n) => n !== to), from];
  if (setupsState.choice === from) setupsState.choice = to;
  persistSetups();
}

/**
 * A saved setup's baseline changed here ('That wasn't a slouch', core/posture/feedback.ts; the
 * slouch example, src/state/monitoring/slouch-example.ts): stored
 * and marked to send. Returns false when no setup has that name.
 */
export function replaceLocalBaseline(name: string, baseline: CalibrationData): boolean {
  const s = setupsState.setups.find((x) => x.name === name);
  if (!s) return false;
  s.baseline = own(cleanPersonal(baseline));
  s.dirty = true;
  persistSetups();
  return true;
}

export function removeLocalSetup(name: string): void {
  setupsState.setups = setupsState.setups.filter((s) => s.name !== name);
  if (!setupsState.deleted.includes(name)) setupsState.deleted.push(name);
  if (setupsState.choice === name) setupsState.choice = 'auto';
  persistSetups();
}

export function chooseSetup(choice: 'auto' | string): void {
  setupsState.choice = setupsState.setups.some((s) => s.name === choice) ? choice : 'auto';
  persistSetups();
}

/**
 * What a Start's calibration matches against (docs/posture-rules.md#setups); none: calibrate.
 * Only the setups `model` took count: another model's baseline does not carry to this one.
 */
export function setupChoice(model: NonNullable<CalibrationData['model']>): SetupChoice | undefined {
  const { setups, choice } = snapshot(setupsState);
  const plain = setups
    .filter((s) => (s.baseline.model ?? 'full') === model)
    .map((s) => ({ name: s.name, baseline: s.baseline as CalibrationData }));
  if (choice !== 'auto') {
    const chosen = plain.find((s) => s.name === choice);
    if (chosen) return { setups: [chosen], forced: true };
  }
  return plain.length > 0 ? { setups: plain } : undefined;
}
