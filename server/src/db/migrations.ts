import type { Kysely } from 'kysely';
import type { Dialect } from './schema.ts';
import { type Migration, Migrator } from 'kysely/migration';
import { initial } from './migrations/0001-initial.ts';
import { analyticsEvents } from './migrations/0002-analytics-events.ts';
import { refreshSuccessorBox } from './migrations/0003-refresh-successor-box.ts';
import { setups } from './migrations/0004-setups.ts';
import { signInDetails } from './migrations/0005-sign-in-details.ts';
import { credentialsVersion } from './migrations/0006-credentials-version.ts';
import { oauthCodes } from './migrations/0007-oauth-codes.ts';
import { correctionCounts } from './migrations/0008-correction-counts.ts';
import { lookingDown } from './migrations/0009-looking-down.ts';

/**
 * Migrations written once for both dialects, one file per version in migrations/: kysely's schema
 * builder emits each dialect's DDL. Column types are chosen to mean the same on both (bigint epoch
 * ms, integer flags, double precision). The keys are the names recorded in the database: never
 * rename one.
 */
const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001_initial': initial(dialect),
  '0002_analytics_events': analyticsEvents(dialect),
  '0003_refresh_successor_box': refreshSuccessorBox,
  '0004_setups': setups,
  '0005_sign_in_details': signInDetails,
  '0006_credentials_version': credentialsVersion,
  '0007_oauth_codes': oauthCodes,
  '0008_correction_counts': correctionCounts,
  '0009_looking_down': lookingDown,
});

export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: Dialect,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
