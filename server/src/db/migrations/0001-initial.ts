import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../schema.ts';
import { index, keyedTable, ownedByUser, required, singleUse } from './columns.ts';

/** The first schema: accounts, sign-ins, tokens, sessions, data points, feedback, outbox and OAuth states. */
export const initial = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const auto = dialect === 'postgres' ? 'serial' : 'integer';
    await keyedTable(db, 'users', 'id')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .$call(required('text', 'first_name', 'last_name'))
      .addColumn('password_hash', 'text')
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oauth_provider', 'text')
      .addColumn('oauth_subject', 'text', (c) => c.unique())
      .$call(required('bigint', 'created_at', 'updated_at'))
      .execute();
    await keyedTable(db, 'token_families', 'id')
      .$call(ownedByUser)
      .$call(required('bigint', 'created_at'))
      .addColumn('revoked_at', 'bigint')
      .execute();
    await index(db, 'token_families_user', 'token_families', ['user_id']);
    await keyedTable(db, 'refresh_tokens', 'token_hash')
      .addColumn('family_id', 'text', (c) =>
        c.notNull().references('token_families.id').onDelete('cascade'),
      )
      .$call(ownedByUser)
      .$call(singleUse)
      .execute();
    await index(db, 'refresh_tokens_family', 'refresh_tokens', ['family_id']);
    await keyedTable(db, 'email_tokens', 'token_hash')
      .$call(ownedByUser)
      .$call(required('text', 'purpose'))
      .$call(singleUse)
      .execute();
    await index(db, 'email_tokens_user', 'email_tokens', ['user_id']);
    await keyedTable(db, 'sessions', 'id')
      .$call(ownedByUser)
      .$call(required('bigint', 'started_at'))
      .$call(required('text', 'time_zone'))
      .$call(required('integer', 'sensitivity', 'alert_frequency', 'audio_alert'))
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
    await index(db, 'sessions_user_started', 'sessions', ['user_id', 'started_at']);
    await index(db, 'sessions_open', 'sessions', ['ended_at', 'last_point_at']);
    await db.schema
      .createTable('data_points')
      .addColumn('session_id', 'text', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .$call(required('bigint', 'timestamp'))
      .$call(
        required(
          'double precision',
          'start_score',
          'end_score',
          'good_posture_seconds',
          'bad_posture_seconds',
          'duration_seconds',
        ),
      )
      .$call(required('bigint', 'received_at'))
      // The idempotency key: a retried batch hits this and is ignored (docs/api.md#server-rules).
      .addPrimaryKeyConstraint('data_points_pk', ['session_id', 'timestamp'])
      .execute();
    await keyedTable(db, 'feedback', 'id')
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .$call(required('text', 'feedback_type', 'feedback_text', 'user_agent'))
      .$call(required('bigint', 'timestamp', 'created_at'))
      .execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', auto, (c) => c.primaryKey())
      .$call(required('text', 'to_address', 'subject', 'text_body', 'html_body'))
      .$call(required('bigint', 'created_at'))
      .addColumn('sent_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(required('bigint', 'next_attempt_at'))
      .execute();
    await keyedTable(db, 'oauth_states', 'state')
      .$call(required('text', 'nonce', 'code_verifier', 'mode'))
      .$call(required('bigint', 'created_at'))
      .execute();
  },
});
