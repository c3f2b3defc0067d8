// A pose source that answers late (docs/testing.md#replay): e2e builds only, as replay-source.ts.
// detector.ts wraps the full model's source in it (BlazePose full, or its replay) when a test page
// asks (`__POSE_SLOW_FULL_MS__`, src/pipeline/e2e-options.ts), so the page meets a device too slow
// for full on any machine, a real GPU included (e2e/monitor-slow-model.e2e.ts). The wait is inside
// the estimate the frame loop times (analysis.ts), so the page's rule sees it as inference time; it
// costs no CPU. bench/bundle.mjs looks for its console line ("full answers") in the production build.
import type { PoseSource } from './pose-source.ts';

export function slowedSource(inner: PoseSource, ms: number): PoseSource {
  console.info(`[slowed] full answers ${ms} ms late`);
  return {
    async estimatePoses(...args) {
      const poses = await inner.estimatePoses(...args);
      await new Promise((r) => setTimeout(r, ms));
      return poses;
    },
    reset: () => inner.reset(),
    dispose: () => inner.dispose(),
  };
}
