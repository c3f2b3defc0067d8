import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unavailable.ts';
import { revokeLiveFamilies } from './sign-ins.ts';

export type UserRow = Selectable<UsersTable>;
export type UserPatch = Partial<
  Omit<UserRow, 'id' | 'created_at' | 'updated_at' | 'credentials_version'>
>;

/** Every query on `users`, and the account export that reads everything a user owns. */
export function usersRepository(db: Kysely<Database>, now: () => number) {
  const one = (column: 'id' | 'email' | 'oauth_subject', value: string) =>
    db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
  return {
    findById: (id: string) => one('id', id),
    /** by the normalised address (services/users.ts normalizeEmail) */
    findByEmail: (email: string) => one('email', email),
    /** by `issuer#subject` of an OpenID Connect sign-in */
    findByOauthSubject: (subject: string) => one('oauth_subject', subject),

    /** false when the row could not be inserted: the unique index settles two signups racing */
    async insertUnlessTaken(row: UserRow): Promise<boolean> {
      try {
        await db.insertInto('users').values(row).execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** inserts, and lets a failure through (OIDC sign-up has no "taken" answer to give) */
    async insert(row: UserRow): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async update(id: string, patch: UserPatch): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...patch, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A change of password or owner: applies `patch`, bumps the credentials version in the same
     * statement and ends every sign-in in the same transaction (docs/api.md#sign-ins). Resolves
     * with the row as it is now; undefined when the account is gone, or with `unverifiedOnly`
     * when it was verified meanwhile (nothing changed then). `proven`: the address was just
     * proven by mail, so a provider link made while it was unverified (from a provider e-mail
     * nobody verified) is removed in the same statement.
     */
    async changeCredentials(
      id: string,
      patch: UserPatch,
      { unverifiedOnly = false, proven = false } = {},
    ): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const t = now();
        const unproven = <T>(column: 'oauth_subject' | 'oauth_provider') =>
          sql<T>`case when is_verified = 1 then ${sql.ref(column)} else null end`;
        let update = trx
          .updateTable('users')
          .set((eb) => ({
            ...(proven
              ? {
                  oauth_subject: unproven<string | null>('oauth_subject'),
                  oauth_provider: unproven<string | null>('oauth_provider'),
                }
              : {}),
            ...patch,
            updated_at: t,
            credentials_version: eb('credentials_version', '+', 1),
          }))
          .where('id', '=', id);
        if (unverifiedOnly) update = update.where('is_verified', '=', 0);
        const row = await update.returningAll().executeTakeFirst();
        if (row) await revokeLiveFamilies(trx, t).where('user_id', '=', id).execute();
        return row;
      });
    },

    /**
     * Foreign keys cascade: sessions, data points, tokens, feedback and setups go with the account;
     * its mail in the outbox (sent or not) is keyed by address and goes first. Resolves with the
     * account's address (undefined when there was none), whose mail files the caller removes.
     */
    async delete(id: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', id)
          .executeTakeFirst();
        if (row) await trx.deleteFrom('outbox').where('to_address', '=', row.email).execute();
        await trx.deleteFrom('users').where('id', '=', id).execute();
        return row?.email;
      });
    },

    /** Everything stored about the user (GET /user/export), oldest first; the caller shapes it. */
    async exportOf(id: string) {
      const sessions = await db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', id)
        .orderBy('started_at')
        .execute();
      // A join, not an IN list of every session id: that list broke past SQLite's 32,766 bound
      // parameters (server/test/export-scale.test.ts).
      const points = await db
        .selectFrom('data_points')
        .innerJoin('sessions', 'sessions.id', 'data_points.session_id')
        .selectAll('data_points')
        .where('sessions.user_id', '=', id)
        .orderBy('data_points.timestamp')
        .execute();
      const feedback = await db
        .selectFrom('feedback')
        .selectAll()
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute();
      const signIns = await db
        .selectFrom('token_families')
        .select(['created_at', 'revoked_at', 'last_used_at', 'user_agent'])
        .where('user_id', '=', id)
        .execute();
      return { sessions, points, feedback, signIns };
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
