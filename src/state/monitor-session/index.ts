// The monitor session's surface for the screen (src/routes/Monitor.tsx, src/components/monitoring):
// snapshots to read, actions to call, and the hook that mounts it. Components and routes never
// import src/pipeline; what they need from it comes through here.
export { monitorActions } from './actions.ts';
export { useMonitorSession } from './session.ts';
export {
  chooseFullModel,
  chooseLiteModel,
  drawWorker,
  poseWorker,
  retryModel,
  retryPipeline,
} from './pipeline-link.ts';
export { useMonitor, type MonitorOptions } from './store.ts';
export {
  initialModel,
  LITE_IN_USE,
  slowModelText,
  type ModelSetting,
} from '../../pipeline/model-choice.ts';
