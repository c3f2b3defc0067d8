// docs/product.md#routes, docs/posture-rules.md#monitoring-flow: leaving the monitoring screen ends every active tracking session. The monitoring
// screen registers its end-callback here; the router calls endEveryMonitorSession() on other paths.

type EndCallback = () => void | Promise<void>;

const callbacks = new Set<EndCallback>();

export function registerEndCallback(fn: EndCallback): () => void {
  callbacks.add(fn);
  return () => {
    callbacks.delete(fn);
  };
}

/** Runs every callback; one that throws (or rejects) is logged and does not stop the others. */
export async function endEveryMonitorSession(): Promise<void> {
  await Promise.all(
    [...callbacks].map(async (fn) => {
      try {
        await fn();
      } catch (e) {
        console.error('[sessions] an end-callback failed', e);
      }
    }),
  );
}

export function registeredCount(): number {
  return callbacks.size;
}
