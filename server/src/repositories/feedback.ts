import type { Kysely } from 'kysely';
import type { AnalyticsEventsTable, Database, FeedbackTable } from '../db/schema.ts';

/** Writes of feedback and of the anonymous, opt-in analytics events: insert only, never read back here. */
export function feedbackRepository(db: Kysely<Database>) {
  return {
    async create(row: FeedbackTable): Promise<void> {
      await db.insertInto('feedback').values(row).execute();
    },
    async recordEvent(row: Omit<AnalyticsEventsTable, 'id'>): Promise<void> {
      await db.insertInto('analytics_events').values(row).execute();
    },
  };
}
export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
