// What `npm run deploy:local` (scripts/deploy-local.mjs) needs before it starts anything: the
// PostgreSQL and Redis it was pointed at answer, and dist/ holds a build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/** Throws, saying which setting to change, when PostgreSQL, Redis or the build is missing. */
export async function preflight(pgUrl, redisUrl, root) {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect().then(() => client.end());
  } catch (err) {
    throw new Error(`PostgreSQL at ${pgUrl} does not answer (${err.message}); set DEPLOY_PG_URL`, {
      cause: err,
    });
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  await redis
    .connect()
    .then(() => redis.ping())
    .catch((err) => {
      throw new Error(
        `Redis at ${redisUrl} does not answer (${err.message}); set DEPLOY_REDIS_URL`,
      );
    })
    .finally(() => redis.disconnect());
  if (!existsSync(join(root, 'dist', 'index.html')))
    throw new Error('dist/ holds no build: run `npm run build` first');
}
