// End Session and Reset Session as the pipeline sees them (docs/posture-rules.md#monitoring-flow):
// both clear what the pose worker counted and what earlier workers passed on (carry-over.ts).
import type { CarryOver } from './carry-over.ts';
import type { PoseBridge, PoseRemote } from './pose-bridge.ts';

/** End Session: stops tracking, then clears analytics and score. */
export async function endTrackingRun(
  stop: () => Promise<void>,
  pose: Pick<PoseBridge, 'started' | 'api'>,
  carry: Pick<CarryOver, 'clear'>,
): Promise<void> {
  await stop();
  carry.clear();
  if (pose.started) {
    await pose.api().resetAnalytics();
    await pose.api().resetScore();
  }
}

/** The pose worker's remote, whose resetAnalytics (Reset Session) also drops what earlier workers counted. */
export function resettingRemote(
  api: PoseRemote,
  carry: Pick<CarryOver, 'dropCarried'>,
): PoseRemote {
  return new Proxy(api, {
    get(target, key, receiver) {
      if (key !== 'resetAnalytics') return Reflect.get(target, key, receiver) as unknown;
      return () => {
        carry.dropCarried();
        return target.resetAnalytics();
      };
    },
  });
}
