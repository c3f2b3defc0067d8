// @ts-check
// `local/no-import-cycle`: a module may not reach itself through its relative imports
// (docs/architecture.md#boundaries). A circle makes the order modules run in depend on which one
// was imported first; a type import counts too, because the fix is the same (move the shared piece
// into a file both import). Other files are read from disk with a regex that finds the
// specifiers, so the rule sees the circle from whichever file of it is linted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `from './x.ts'`, `import './x.ts'`, `import('./x.ts')`: the relative specifiers of a source. */
const SPECIFIER =
  /\bfrom\s*['"](\.\.?\/[^'"]+)['"]|\bimport\s*['"](\.\.?\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g;

/**
 * The relative specifiers in `source`, in order, with line comments dropped first.
 * @param {string} source
 */
export function relativeSpecifiers(source) {
  const code = source.replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(SPECIFIER)].map((m) => /** @type {string} */ (m[1] ?? m[2] ?? m[3]));
}

/**
 * The shortest chain of imports that leads from `file` back to itself, as file names from `file`
 * to `file`, or null. `importsOf` names the files a file imports.
 * @param {string} file
 * @param {(file: string) => string[]} importsOf
 * @returns {string[] | null}
 */
export function findCycle(file, importsOf) {
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  let frontier = [file];
  while (frontier.length > 0) {
    /** @type {string[]} */
    const next = [];
    for (const at of frontier) {
      for (const to of importsOf(at)) {
        if (to === file) {
          const chain = [to, at];
          for (let step = at; step !== file;) {
            step = /** @type {string} */ (cameFrom.get(step));
            chain.push(step);
          }
          return chain.reverse();
        }
        if (cameFrom.has(to)) continue;
        cameFrom.set(to, at);
        next.push(to);
      }
    }
    frontier = next;
  }
  return null;
}

/** @type {Map<string, { stamp: string, imports: string[] }>} */
const cache = new Map();

/**
 * The files `file` imports, resolved on disk (specifiers name their extension in this project).
 * @param {string} file
 */
function importsOnDisk(file) {
  let stamp;
  try {
    const { mtimeMs, size } = statSync(file);
    stamp = `${mtimeMs}:${size}`;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.stamp === stamp) return hit.imports;
  const imports = relativeSpecifiers(readFileSync(file, 'utf8'))
    .map((s) => path.resolve(path.dirname(file), s))
    .filter((f) => existsSync(f));
  cache.set(file, { stamp, imports });
  return imports;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A module may not import itself through a chain of relative imports.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const root = context.cwd;
    return {
      Program(node) {
        const chain = findCycle(file, importsOnDisk);
        if (!chain) return;
        const names = chain.map((f) => path.relative(root, f)).join(' -> ');
        context.report({
          node,
          message: `Import circle: ${names}. Move what both sides need into a file that both import (a types or constants module beside them).`,
        });
      },
    };
  },
};

export const importCyclesPlugin = { rules: { 'no-import-cycle': noImportCycle } };
