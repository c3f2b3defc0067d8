// docs/decisions.md#own-account-server: the API lives under one base URL, '/api' on the same origin unless configured.
function fromEnv(): string | undefined {
  try {
    return import.meta.env?.VITE_API_BASE as string | undefined;
  } catch {
    return undefined;
  }
}

export const DEFAULT_API_BASE = fromEnv() || '/api';

/** The origin of the API host (for postMessage checks), or null when it is same-origin/relative. */
export function apiOrigin(base: string, pageOrigin: string): string {
  try {
    return new URL(base, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}
