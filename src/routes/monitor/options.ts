// Query flags of /app: ?backend=webgl|webgpu|wasm|auto, ?model=full|lite|auto (modelPlan), ?frames=fallback, ?debug.
// Tests use them to pin a backend or force the <video> fallback; users never need them.
import { initialModel, type ModelSetting } from '../../state/monitor-session/index.ts';
import type { ModelType } from '../../../core/protocol/pose.ts';
import type { MonitorOptions } from '../../state/monitor-session/index.ts';

const BACKENDS = ['webgl', 'webgpu', 'wasm', 'auto'] as const;

/**
 * `userSetting`: the user's model setting (settings.ts), read when the plan needs it; `slowFull`:
 * whether Auto found BlazePose full too slow on this device within the week (model-memory.ts).
 */
export function readMonitorOptions(
  search: string,
  userSetting: () => ModelSetting = () => 'auto',
  slowFull: () => boolean = () => false,
): MonitorOptions & { debug: boolean } {
  const q = new URLSearchParams(search);
  const pinned = q.get('backend');
  const backend = BACKENDS.find((b) => b === pinned) ?? 'auto';
  return {
    backend,
    ...modelPlan(search, backend, userSetting, slowFull),
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
 * the user chose (the e2e of the switch pins WebGL, slow enough on SwiftShader). Auto starts on
 * lite where it found full too slow here within the week, on the probe's backend only.
 */
export function modelPlan(
  search: string,
  backend: MonitorOptions['backend'],
  userSetting: () => ModelSetting,
  slowFull: () => boolean = () => false,
): { modelType: ModelType; modelSetting: () => ModelSetting | null; modelRecalled: boolean } {
  const model = new URLSearchParams(search).get('model');
  if (model !== null && model !== 'auto')
    return {
      modelType: model === 'lite' ? 'lite' : 'full',
      modelSetting: () => null,
      modelRecalled: false,
    };
  if (model === 'auto')
    return { modelType: initialModel('auto'), modelSetting: () => 'auto', modelRecalled: false };
  const judged = backend === 'auto';
  const setting = userSetting();
  const recalled = judged && setting === 'auto' && slowFull();
  return {
    modelType: initialModel(setting, recalled),
    modelSetting: () => (judged ? userSetting() : null),
    modelRecalled: recalled,
  };
}
