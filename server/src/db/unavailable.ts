/**
 * Errors that mean "the database cannot be reached right now", not "this request is wrong":
 * refused or dropped connections, PostgreSQL shutting down or starting (SQLSTATE class 08 and
 * 57P01-57P03, https://www.postgresql.org/docs/current/errcodes-appendix.html), too many
 * connections, and a pool that timed out waiting for a connection. They become 503 with
 * Retry-After, so clients back off and retry instead of treating them as bugs (tests/reliability/README.md).
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    CODES.has(code) ||
    /^08/.test(code) ||
    (typeof e.message === 'string' && MESSAGES.test(e.message))
  );
}

/**
 * Only a unique or primary-key violation means "already exists": PostgreSQL's SQLSTATE 23505 and
 * better-sqlite3's extended codes (https://www.sqlite.org/rescode.html#constraint_unique). Any
 * other failure (a lost connection, a NOT NULL or foreign key, a trigger) is an error, never a 409.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
