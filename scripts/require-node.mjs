// Imported first by the entry scripts (npm start, npm test, the reliability suites, bench, audit):
// on a Node that package.json `engines.node` accepts it returns at once; on an older one it runs the
// same command again on the pinned Node (fetched once on glibc Linux) or stops with a message saying
// which Node to install (scripts/node-runtime.mjs). better-sqlite3 13 segfaults on Node 20.
import { ensureNode } from './node-runtime.mjs';

await ensureNode();
