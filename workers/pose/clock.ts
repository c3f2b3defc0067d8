// One clock for the worker: epoch ms with sub-ms precision. The engine's episodes and the session
// data points are wall-clock times, and performance.now() keeps it monotonic within the worker.
export const now = (): number => performance.timeOrigin + performance.now();
