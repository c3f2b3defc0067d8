import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycle, importCyclesPlugin, relativeSpecifiers } from './import-cycles.js';

const graph = (edges: Record<string, string[]>) => (f: string) => edges[f] ?? [];

describe('findCycle', () => {
  it('returns the shortest chain back to the file', () => {
    const g = graph({ a: ['b', 'x'], b: ['c'], c: ['a'], x: ['a'] });
    expect(findCycle('a', g)).toEqual(['a', 'x', 'a']);
    expect(findCycle('b', g)).toEqual(['b', 'c', 'a', 'b']);
  });

  it('returns null for a tree, and a file importing itself is a circle', () => {
    expect(findCycle('a', graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toBeNull();
    expect(findCycle('a', graph({ a: ['a'] }))).toEqual(['a', 'a']);
  });

  it('stops on circles that do not pass through the file', () => {
    expect(findCycle('a', graph({ a: ['b'], b: ['c'], c: ['b'] }))).toBeNull();
  });
});

describe('relativeSpecifiers', () => {
  it('finds static, type, side-effect, re-export and dynamic imports, not packages or comments', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      "} from './c.ts';",
      "import './d.css.ts';",
      "export { e } from './e.ts';",
      "const f = lazy(() => import('./f.tsx'));",
      "import { lazy } from 'react';",
      "// import { g } from './g.ts';",
    ].join('\n');
    expect(relativeSpecifiers(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.css.ts',
      './e.ts',
      './f.tsx',
    ]);
  });
});

describe('local/no-import-cycle in ESLint', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a type-only circle with its chain, and passes once the shared type moves out', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    write(
      'words.ts',
      "import { DE } from './words-de.ts';\nexport interface W { a: string }\nexport const ALL = [DE];\n",
    );
    write(
      'words-de.ts',
      "import type { W } from './words.ts';\nexport const DE: W = { a: 'x' };\n",
    );
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        plugins: { local: importCyclesPlugin },
        rules: { 'local/no-import-cycle': 'error' },
      },
    });
    const [result] = await eslint.lintFiles(['words-de.ts']);
    expect(result?.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('Import circle: words-de.ts -> words.ts -> words-de.ts.'),
    ]);

    write('w.ts', 'export interface W { a: string }\n');
    write('words-de.ts', "import type { W } from './w.ts';\nexport const DE: W = { a: 'x' };\n");
    const [after] = await eslint.lintFiles(['words-de.ts', 'words.ts']);
    expect(after?.messages).toEqual([]);
  });
});
