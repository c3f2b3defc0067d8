import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The coach's corrections in each data point's interval (docs/api.md#session-recording): "That
// wasn't a slouch" (false_alarms) and "I'm slouching now" (missed_slouches). Points stored before
// this version had none, so the default is 0.
export const correctionCounts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['false_alarms', 'missed_slouches'])
      await db.schema
        .alterTable('data_points')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
  },
};
