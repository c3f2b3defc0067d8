// Types for serve.mjs (plain JS so the Node-run fixture recorder can import it).
export const HARNESS_OUT: string;
export function buildHarness(): Promise<string>;
export function serveHarness(
  mounts?: Record<string, string>,
): Promise<{ url: string; close(): void }>;
