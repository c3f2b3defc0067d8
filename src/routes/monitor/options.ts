// Query flags of /app: ?backend=webgl|webgpu|wasm|auto, ?model=full|lite|auto (modelPlan), ?frames=fallback, ?debug.
// Tests use them to pin a backend or force the <video> fallback; users never need them.
import { initialModel, type ModelSetting } from '../../state/monitor-session/index.ts';
import type { ModelType } from '../../../core/protocol/pose.ts';
import type { MonitorOptions } from '../../state/monitor-session/index.ts';

const BACKENDS = ['webgl', 'webgpu', 'wasm', 'auto'] as const;

/** `userSetting`: the user's model setting (settings.ts), read when the plan needs it. */
export function readMonitorOptions(
  search: string,
  userSetting: () => ModelSetting = () => 'auto',
): MonitorOptions & { debug: boolean } {
  const q = new URLSearchParams(search);
  const pinned = q.get('backend');
  const backend = BACKENDS.find((b) => b === pinned) ?? 'auto';
  return {
    backend,
    ...modelPlan(search, backend, userSetting),
    forceFallback: q.get('frames') === 'fallback',
    debug: q.has('debug'),
  };
}

/**
 * The model /app loads first and the setting its speed is judged by (docs/decisions.md#adaptive-pose-model). The user's
 * setting ('auto' starts with full) unless the query pins the model: ?model=full|lite wins and is
 * never judged. A backend pinned by ?backend= (tests, diagnosis) is slow on purpose where it is
 * not this device's fastest, so 'auto' judges only the app as shipped, the backend the probe
 * chose; ?model=auto asks for the rule on a pinned backend too, with the setting 'auto' whatever
 * the user chose (diagnosis; the e2e of the slow pace slows full itself in the test build,
 * e2e/monitor-slow-model.e2e.ts).
 */
export function modelPlan(
  search: string,
  backend: MonitorOptions['backend'],
  userSetting: () => ModelSetting,
): { modelType: ModelType; modelSetting: () => ModelSetting | null } {
  const model = new URLSearchParams(search).get('model');
  if (model !== null && model !== 'auto')
    return { modelType: model === 'lite' ? 'lite' : 'full', modelSetting: () => null };
  if (model === 'auto') return { modelType: initialModel('auto'), modelSetting: () => 'auto' };
  const judged = backend === 'auto';
  return {
    modelType: initialModel(userSetting()),
    modelSetting: () => (judged ? userSetting() : null),
  };
}
