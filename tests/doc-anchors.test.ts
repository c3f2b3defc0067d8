// Every doc-anchor citation (a markdown file, `#`, a heading slug) in the code, the tests and the docs resolves: the file exists and
// has a heading whose GitHub slug is the anchor. Comments cite docs (docs/README.md), so a renamed
// heading must not leave a citation pointing nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const DIRS = [
  'core',
  'src',
  'workers',
  'server',
  'e2e',
  'tests',
  'bench',
  'scripts',
  'docs',
  '.ci',
];
const TOP = ['README.md', 'playwright.config.ts', 'vite.config.ts', 'eslint.config.js'];
const SKIP = /(^|\/)(node_modules|fixtures|results|screenshots)(\/|$)/;
const TEXT = /\.(ts|tsx|mjs|js|md)$|^run$/;

function files(dir: string): string[] {
  const here = join(root, dir);
  if (!existsSync(here) || SKIP.test(dir)) return [];
  if (!statSync(here).isDirectory()) return [dir];
  return readdirSync(here).flatMap((f) => {
    const path = join(dir, f);
    return statSync(join(root, path)).isDirectory() ? files(path) : TEXT.test(f) ? [path] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let found = anchorsCache.get(file);
  if (!found) {
    const seen = new Map<string, number>();
    found = new Set<string>();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
      if (!m) continue;
      const base = slug(m[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      found.add(n ? `${base}-${n}` : base);
    }
    anchorsCache.set(file, found);
  }
  return found;
}

const CITATION = /((?:[\w.-]+\/)*[\w.-]+\.md)?#([\w-]+)/g;

describe('doc anchors', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('Playwright projects')).toBe('playwright-projects');
    expect(slug('`npm test`: the two runs')).toBe('npm-test-the-two-runs');
  });

  it('every doc anchor cited in the code, tests and docs names a heading that exists', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of [...TOP, ...DIRS.flatMap(files)]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(CITATION)) {
        const [whole, target, anchor] = m;
        if (!target) {
          // A bare (#anchor) link points into the markdown file itself.
          if (!file.endsWith('.md') || text[m.index - 1] !== '(') continue;
        } else if (
          /^https?:|\/\//.test(
            text
              .slice(Math.max(0, m.index - 80), m.index)
              .split(/\s/)
              .pop() ?? '',
          )
        )
          continue; // a public URL, not ours
        const candidates = target
          ? [join(root, dirname(file), target), join(root, target)]
          : [join(root, file)];
        const doc = candidates.find((c) => existsSync(c));
        checked++;
        if (!doc) broken.push(`${file}: ${whole} (no such file)`);
        else if (!anchorsOf(doc).has(anchor!))
          broken.push(`${file}: ${whole} (no heading '${anchor}' in ${relative(root, doc)})`);
      }
    }
    expect(checked, 'citations found').toBeGreaterThan(500);
    console.log(`[doc-anchors] ${checked} citations checked`);
    expect(broken).toEqual([]);
  });
});
