// Spec §3 'Local score storage' and §4 'Score': the running score with its session min and max
// lives in localStorage so an in-app navigation keeps it; it is cleared when the page unloads and
// reset on request. Storage failures are warnings only (spec §8).
import { logLocal } from './local-log.ts';

export const SCORE_STORAGE_KEY = 'posture-coach:score';

export interface StoredScore {
  score: number;
  min: number;
  max: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const valid = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;

export function loadScore(): StoredScore | null {
  try {
    const raw = storage()?.getItem(SCORE_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredScore>;
    if (!valid(v.score) || !valid(v.min) || !valid(v.max) || v.min > v.max) return null;
    return { score: v.score, min: v.min, max: v.max };
  } catch (e) {
    logLocal('warn', 'could not read the stored score', e);
    return null;
  }
}

/** Records a new score and widens the stored min/max. Returns what was stored. */
export function saveScore(score: number): StoredScore {
  const prev = loadScore();
  const next: StoredScore = {
    score,
    min: prev ? Math.min(prev.min, score) : score,
    max: prev ? Math.max(prev.max, score) : score,
  };
  try {
    storage()?.setItem(SCORE_STORAGE_KEY, JSON.stringify(next));
  } catch (e) {
    logLocal('warn', 'could not store the score', e);
  }
  return next;
}

export function clearScore(): void {
  try {
    storage()?.removeItem(SCORE_STORAGE_KEY);
  } catch (e) {
    logLocal('warn', 'could not clear the stored score', e);
  }
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
