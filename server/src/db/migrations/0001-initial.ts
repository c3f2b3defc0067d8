import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../migrations.ts';

/** The first schema: accounts, sign-ins, tokens, sessions, data points, feedback, outbox and OAuth states. */
export const initial = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const auto = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oauth_provider', 'text')
      .addColumn('oauth_subject', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('token_families')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('token_families_user')
      .on('token_families')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'text', (c) =>
        c.notNull().references('token_families.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema
      .createTable('email_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('email_tokens_user').on('email_tokens').column('user_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('sensitivity', 'integer', (c) => c.notNull())
      .addColumn('alert_frequency', 'integer', (c) => c.notNull())
      .addColumn('audio_alert', 'integer', (c) => c.notNull())
      .addColumn('last_point_at', 'bigint')
      .addColumn('ended_at', 'bigint')
      .addColumn('closed_by', 'text')
      .addColumn('final_score', 'double precision')
      .addColumn('num_alerts', 'integer')
      .addColumn('total_seconds_bad_posture', 'double precision')
      .addColumn('total_episodes', 'integer')
      .addColumn('total_duration', 'double precision')
      .addColumn('average_score', 'double precision')
      .addColumn('extras', 'text')
      .execute();
    await db.schema
      .createIndex('sessions_user_started')
      .on('sessions')
      .columns(['user_id', 'started_at'])
      .execute();
    await db.schema
      .createIndex('sessions_open')
      .on('sessions')
      .columns(['ended_at', 'last_point_at'])
      .execute();
    await db.schema
      .createTable('data_points')
      .addColumn('session_id', 'text', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('timestamp', 'bigint', (c) => c.notNull())
      .addColumn('start_score', 'double precision', (c) => c.notNull())
      .addColumn('end_score', 'double precision', (c) => c.notNull())
      .addColumn('good_posture_seconds', 'double precision', (c) => c.notNull())
      .addColumn('bad_posture_seconds', 'double precision', (c) => c.notNull())
      .addColumn('duration_seconds', 'double precision', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      // The idempotency key: a retried batch hits this and is ignored (docs/api.md#server-rules).
      .addPrimaryKeyConstraint('data_points_pk', ['session_id', 'timestamp'])
      .execute();
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('feedback_type', 'text', (c) => c.notNull())
      .addColumn('feedback_text', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('timestamp', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', auto, (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_states')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
