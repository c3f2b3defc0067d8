import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The time the engine said the person was looking down in each data point's interval
// (docs/posture-rules.md#looking-down, docs/api.md#session-recording): neither good nor bad
// posture, a kind of its own. Seconds as the good and bad ones; points stored before this version
// had none, so the default is 0.
export const lookingDown: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('data_points')
      .addColumn('looking_down_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
