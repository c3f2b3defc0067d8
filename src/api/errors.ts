/** A non-2xx answer. `serverMessage` is the body's `error` field when there is one (docs/api.md#errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  /** The body's `code`, where the server names the kind of refusal (docs/api.md#errors). */
  readonly code: string | null;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback: string) {
    const serverMessage = errorField(body);
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = codeField(body);
    this.body = body;
  }
}

function codeField(body: unknown): string | null {
  const c = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof c === 'string' ? c : null;
}

function errorField(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const e = (body as { error: unknown }).error;
    if (typeof e === 'string' && e.trim()) return e;
  }
  return null;
}

/**
 * The rule for every call (docs/api.md#errors): an HTTP failure shows the server's error field, else the call's
 * fallback; anything else (network down, a bug) shows the 'unexpected error' wording.
 */
export function messageFor(err: unknown, httpFallback: string, unexpected: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? httpFallback;
  return unexpected;
}
