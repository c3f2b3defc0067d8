import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TTL_S } from '../auth/tokens.ts';
import { STATE_TTL_MS } from '../repositories/oauth-states.ts';
import { CODE_TTL_MS } from '../repositories/oauth-codes.ts';
import type { PruningRepository } from '../repositories/pruning.ts';

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
 * tokens, expired OAuth states, old outbox rows and old analytics events (repositories/pruning.ts).
 * The timer is unref'd, so it never holds the process open.
 */
export function createPruner(
  repo: PruningRepository,
  opts: PrunerOptions,
  log: FastifyBaseLogger,
  now: () => number,
) {
  let running: Promise<Record<string, number>> | null = null;
  /** The schedule's passes so far (a test that waits on the schedule says what it did). */
  const scheduled = { started: 0, finished: 0, failed: 0, lastError: null as string | null };

  async function prune(): Promise<Record<string, number>> {
    const t = now();
    // Access tokens check their family on every request; an hour after revocation none is left.
    const afterAccess = ACCESS_TTL_S * 1000;
    const counts = {
      refresh_tokens: await repo.refreshTokens(t),
      token_families: await repo.tokenFamilies(
        t - afterAccess,
        // Past its absolute lifetime (and an access token's life after it): ended for good.
        opts.sessionMaxAgeMs ? t - opts.sessionMaxAgeMs - afterAccess : null,
      ),
      email_tokens: await repo.emailTokens(t),
      oauth_states: await repo.oauthStates(t - STATE_TTL_MS),
      oauth_codes: await repo.oauthCodes(t - CODE_TTL_MS),
      // Retries give up within an hour, so an old row is sent or abandoned.
      outbox: await repo.outbox(t - opts.outboxKeepMs),
      analytics_events: await repo.analyticsEvents(t - opts.analyticsKeepMs),
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
      ? setInterval(() => {
          scheduled.started++;
          void runOnce().then(
            () => void scheduled.finished++,
            (err: unknown) => {
              scheduled.failed++;
              scheduled.lastError = (err as Error).message;
              log.warn({ err: (err as Error).message }, 'pruning failed; will retry');
            },
          );
        }, opts.intervalMs)
      : null;
  timer?.unref();

  return {
    runOnce,
    scheduled,
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type Pruner = ReturnType<typeof createPruner>;
