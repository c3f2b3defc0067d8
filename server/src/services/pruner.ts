import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_TTL_S } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { STATE_TTL_MS } from '../plugins/app/oauth-states-repository.ts';

export interface PrunerOptions {
  /** how often to prune; 0 turns the schedule off */
  intervalMs: number;
  /** sent mail (already emptied, services/mailer.ts) and given-up mail go after this */
  outboxKeepMs: number;
  /** analytics events older than this go */
  analyticsKeepMs: number;
  /** a sign-in ends this long after it began (config.sessionMaxAgeMs); older ones go */
  sessionMaxAgeMs?: number;
}

/**
 * Deletes what nothing reads any more, one statement per table (docs/api.md#server-rules): expired
 * refresh tokens, sign-ins revoked (or past their absolute lifetime) longer than an access token lives, used or expired e-mail
 * tokens, expired OAuth states, old outbox rows and old analytics events. Same SQL on SQLite and
 * PostgreSQL. The timer is unref'd, so it never holds the process open.
 */
export function createPruner(
  db: Kysely<Database>,
  opts: PrunerOptions,
  log: FastifyBaseLogger,
  now: () => number,
) {
  let running: Promise<Record<string, number>> | null = null;

  async function prune(): Promise<Record<string, number>> {
    const t = now();
    const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
    const counts = {
      refresh_tokens: n(
        await db.deleteFrom('refresh_tokens').where('expires_at', '<', t).executeTakeFirst(),
      ),
      // Access tokens check their family on every request; an hour after revocation none is left.
      token_families: n(
        await db
          .deleteFrom('token_families')
          .where((eb) =>
            eb.or([
              eb('revoked_at', '<', t - ACCESS_TTL_S * 1000),
              // Past its absolute lifetime (and an access token's life after it): ended for good.
              ...(opts.sessionMaxAgeMs
                ? [eb('created_at', '<', t - opts.sessionMaxAgeMs - ACCESS_TTL_S * 1000)]
                : []),
            ]),
          )
          .executeTakeFirst(),
      ),
      email_tokens: n(
        await db
          .deleteFrom('email_tokens')
          .where((eb) => eb.or([eb('expires_at', '<', t), eb('used_at', 'is not', null)]))
          .executeTakeFirst(),
      ),
      oauth_states: n(
        await db
          .deleteFrom('oauth_states')
          .where('created_at', '<', t - STATE_TTL_MS)
          .executeTakeFirst(),
      ),
      // Retries give up within an hour, so an old row is sent or abandoned.
      outbox: n(
        await db
          .deleteFrom('outbox')
          .where('created_at', '<', t - opts.outboxKeepMs)
          .executeTakeFirst(),
      ),
      analytics_events: n(
        await db
          .deleteFrom('analytics_events')
          .where('received_at', '<', t - opts.analyticsKeepMs)
          .executeTakeFirst(),
      ),
    };
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total > 0) log.info({ pruned: counts }, 'pruned expired rows');
    return counts;
  }

  /** One pass; a pass already under way is joined rather than run twice. */
  function runOnce(): Promise<Record<string, number>> {
    running ??= prune().finally(() => {
      running = null;
    });
    return running;
  }

  const timer =
    opts.intervalMs > 0
      ? setInterval(
          () =>
            void runOnce().catch((err: unknown) =>
              log.warn({ err: (err as Error).message }, 'pruning failed; will retry'),
            ),
          opts.intervalMs,
        )
      : null;
  timer?.unref();

  return {
    runOnce,
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type Pruner = ReturnType<typeof createPruner>;
