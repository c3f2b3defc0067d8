import type { Kysely } from 'kysely';
import type { AnalyticsEventsTable, Database, FeedbackTable } from '../../db/schema.ts';
import { namedPlugin } from '../named.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    feedbackRepository: FeedbackRepository;
  }
}

export default namedPlugin(
  { name: 'feedback-repository', dependencies: ['database'] },
  async (app) => {
    app.decorate('feedbackRepository', feedbackRepository(app.db));
  },
);
