import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { Database, RefreshTokensTable, TokenFamiliesTable } from '../db/schema.ts';
import { currentVersion, revokeLiveFamilies } from './sign-ins.ts';

/** What a won claim changes (auth/refresh-tokens.ts rotate). */
interface Claim {
  hash: string;
  t: number;
  /** the successor sealed for the reuse grace interval; null when the interval is off */
  successorBox: string | null;
  /** families created before this are past their absolute lifetime */
  liveSince: number;
}

/** The writes of one rotation, on the transaction they share. */
function rotationWrites(trx: Kysely<Database>) {
  return {
    /** Claims an unused, unexpired token of a live family; undefined when it lost or never existed. */
    async claim({ hash, t, successorBox, liveSince }: Claim) {
      const live = trx
        .selectFrom('token_families')
        .select('id')
        .where('revoked_at', 'is', null)
        .where('created_at', '>', liveSince)
        .where(currentVersion);
      return trx
        .updateTable('refresh_tokens')
        .set({ used_at: t, successor_box: successorBox })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', t)
        .where('family_id', 'in', live)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
    },
    async insertToken(row: RefreshTokensTable): Promise<void> {
      await trx.insertInto('refresh_tokens').values(row).execute();
    },
    /** Marks the family used at `t` (and by `userAgent` when known); resolves with its start. */
    async touchFamily(familyId: string, t: number, userAgent: string | null) {
      const family = await trx
        .updateTable('token_families')
        .set({ last_used_at: t, ...(userAgent ? { user_agent: userAgent } : {}) })
        .where('id', '=', familyId)
        .returning('created_at')
        .executeTakeFirstOrThrow();
      return Number(family.created_at);
    },
    /** Erases the family's successor boxes of tokens used at or before `usedBy`. */
    async eraseBoxes(familyId: string, usedBy: number): Promise<void> {
      await trx
        .updateTable('refresh_tokens')
        .set({ successor_box: null })
        .where('family_id', '=', familyId)
        .where('used_at', '<=', usedBy)
        .where('successor_box', 'is not', null)
        .execute();
    },
  };
}
export type RotationWrites = ReturnType<typeof rotationWrites>;

/** Refresh tokens and their families (one per sign-in), as auth/refresh-tokens.ts uses them. */
export function refreshTokensRepository(db: Kysely<Database>) {
  // Asked on every authenticated request: compiled once (db/prepared.ts).
  const liveFamily = preparedQuery<Database, { id: string }>(db, 3, (d, familyId, userId, since) =>
    d
      .selectFrom('token_families')
      .select('id')
      .where('id', '=', familyId!)
      .where('user_id', '=', userId!)
      .where('revoked_at', 'is', null)
      .where('created_at', '>', since as unknown as number)
      .where(currentVersion),
  );
  const writes = rotationWrites(db);
  return {
    /**
     * A new family and its first token, only while the account's credentials version is still the
     * family's (the one read with the password hash); false, and nothing written, when it moved on.
     */
    async startFamily(family: TokenFamiliesTable, token: RefreshTokensTable): Promise<boolean> {
      const r = await db
        .insertInto('token_families')
        .columns([
          'id',
          'user_id',
          'created_at',
          'revoked_at',
          'user_agent',
          'last_used_at',
          'credentials_version',
        ])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              eb.val(family.id).as('id'),
              'users.id as user_id',
              eb.val(family.created_at).as('created_at'),
              eb.val(family.revoked_at).as('revoked_at'),
              eb.val(family.user_agent).as('user_agent'),
              eb.val(family.last_used_at).as('last_used_at'),
              'users.credentials_version',
            ])
            .where('users.id', '=', family.user_id)
            .where('users.credentials_version', '=', family.credentials_version),
        )
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await writes.insertToken(token);
      return true;
    },

    /** Runs `work` in one transaction: the claim and what follows it commit together. */
    rotation<T>(work: (trx: RotationWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(rotationWrites(trx)));
    },

    /** A token and its family, for a claim that failed (auth/refresh-tokens.ts lostClaim). */
    async findWithFamily(hash: string) {
      return db
        .selectFrom('refresh_tokens')
        .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
        .select(['family_id', 'refresh_tokens.user_id', 'used_at', 'successor_box', 'revoked_at'])
        .select('token_families.created_at as started')
        .select((eb) => currentVersion(eb).as('current'))
        .where('token_hash', '=', hash)
        .executeTakeFirst();
    },

    /** A token of the family by its hash: the next link of a successor chain. */
    async findInFamily(hash: string, familyId: string) {
      return db
        .selectFrom('refresh_tokens')
        .select(['used_at', 'expires_at', 'successor_box'])
        .where('token_hash', '=', hash)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
    },

    async revokeFamily(familyId: string, t: number): Promise<void> {
      await revokeLiveFamilies(db, t).where('id', '=', familyId).execute();
    },

    async revokeAllForUser(userId: string, t: number): Promise<void> {
      await revokeLiveFamilies(db, t).where('user_id', '=', userId).execute();
    },

    /** true when the user's family is not revoked and was created after `since` */
    async isFamilyLive(familyId: string, userId: string, since: number): Promise<boolean> {
      const { rows } = await liveFamily(db, familyId, userId, since);
      return rows.length > 0;
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof refreshTokensRepository>;
