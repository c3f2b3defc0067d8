/** A failure with an honest status and a message the client shows as is (docs/api.md#errors). */
export class ApiError extends Error {
  // A declared field, not a constructor parameter property: Node runs the server's TypeScript by
  // stripping types, which needs erasable syntax only (docs/deploy.md, "Build").
  readonly statusCode: number;
  /** A stable word for the client to act on, beside the message it shows (`code` on the wire). */
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what);
export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);

/**
 * Accepted instants: 1970 up to the end of 2999. Outside that, a time zone shift can give a local
 * day with a 5-digit (or 1-3 digit) year that streak arithmetic cannot walk, which turned the
 * user's streaks into a 500 for good (tests/reliability/extreme-values.reliability.ts).
 */
const MIN_MS = 0;
const MAX_MS = Date.UTC(3000, 0, 1);

/** Parses an ISO 8601 string; without a zone it is read as UTC (docs/constants.md#forms-and-account "Dates without a time zone"). */
export function parseIso(value: string, field: string): number {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) || !value.includes('T');
  const ms = Date.parse(hasZone ? value : `${value}Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms))
    throw badRequest(`${field} must be an ISO 8601 date`);
  if (ms < MIN_MS || ms >= MAX_MS) throw badRequest(`${field} must be between 1970 and 2999`);
  return ms;
}
