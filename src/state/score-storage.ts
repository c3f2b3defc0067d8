// docs/posture-rules.md#score: the running score with its session min and max
// lives in localStorage so an in-app navigation keeps it; it is cleared when the page unloads and
// reset on request. Storage failures are warnings only (docs/api.md#errors).
import { readJson, removeKey, writeJson } from '../browser/storage.ts';
import { logLocal } from './local-log.ts';

export const SCORE_STORAGE_KEY = 'posture-coach:score';

export interface StoredScore {
  score: number;
  min: number;
  max: number;
}

const valid = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;

export function loadScore(): StoredScore | null {
  const v = readJson(SCORE_STORAGE_KEY) as Partial<StoredScore> | null;
  if (!v || typeof v !== 'object') return null;
  if (!valid(v.score) || !valid(v.min) || !valid(v.max) || v.min > v.max) return null;
  return { score: v.score, min: v.min, max: v.max };
}

/** Records a new score and widens the stored min/max. Returns what was stored. */
export function saveScore(score: number): StoredScore {
  const prev = loadScore();
  const next: StoredScore = {
    score,
    min: prev ? Math.min(prev.min, score) : score,
    max: prev ? Math.max(prev.max, score) : score,
  };
  if (!writeJson(SCORE_STORAGE_KEY, next)) logLocal('warn', 'could not store the score');
  return next;
}

export function clearScore(): void {
  removeKey(SCORE_STORAGE_KEY);
}

/** Clears the stored score when the page goes away. Returns the uninstaller. */
export function clearScoreOnUnload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onUnload = () => clearScore();
  target.addEventListener('pagehide', onUnload);
  target.addEventListener('beforeunload', onUnload);
  return () => {
    target.removeEventListener('pagehide', onUnload);
    target.removeEventListener('beforeunload', onUnload);
  };
}
