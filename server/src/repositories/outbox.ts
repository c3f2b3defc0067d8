import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** The mail outbox (services/mailer.ts): queued mail, claimed and marked sent by the delivery loop. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<OutboxTable>): Promise<void> {
      await db.insertInto('outbox').values(row).execute();
    },

    /** Unsent mail whose next attempt is due at `t`, oldest first, at most `limit`. */
    async due(t: number, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', t)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Counts an attempt on a mail seen with `attempts`; false when another loop claimed it first. */
    async claim(id: number, attempts: number, nextAttemptAt: number): Promise<boolean> {
      const r = await db
        .updateTable('outbox')
        .set({ attempts: attempts + 1, next_attempt_at: nextAttemptAt })
        .where('id', '=', id)
        .where('attempts', '=', attempts)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Marks a mail sent and empties its body, which held a single-use link. */
    async markSent(id: number, t: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: t, text_body: '', html_body: '' })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
