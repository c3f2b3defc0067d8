// `npm start` rebuilds dist/ when a build input is newer (scripts/start.mjs, by the list in
// scripts/build-if-stale.mjs). Every local file that vite.config.ts imports (its own plugins) is a
// build input, so an edit to one alone must rebuild.
// It runs the server's TypeScript on Node itself, and .env.example lists what the server reads.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (f: string) => readFileSync(new URL(`../${f}`, import.meta.url), 'utf8');

describe('npm start: what makes dist/ stale', () => {
  const sources = read('scripts/build-if-stale.mjs');
  const plugins = [...read('vite.config.ts').matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]!);

  it('vite.config.ts imports local plugins (the check below has something to check)', () => {
    expect(plugins.length).toBeGreaterThan(0);
  });

  it.each(plugins)('%s is one of the sources compared with dist/', (file) => {
    expect(sources).toContain(`'${file}'`);
  });
});

describe('npm start: what it runs', () => {
  it('Node runs the server TypeScript as is: everything app.ts imports strips to JavaScript', () => {
    // The production start has no tsx (a devDependency): a parameter property, an enum or an
    // import without its .ts extension anywhere in the server's imports fails right here.
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('./server/src/app.ts'); console.log('loaded')"],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
    );
    expect(out.trim()).toBe('loaded');
  });

  it('.env.example lists every variable the server and start.mjs read', () => {
    const files = [
      'scripts/start.mjs',
      ...readdirSync(new URL('../server/src', import.meta.url), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `server/src/${f}`),
    ];
    const source = files.map(read).join('\n');
    const names = new Set(
      [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\bint\(env, '([A-Z][A-Z0-9_]+)'/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    );
    expect(names.size).toBeGreaterThan(20);
    const listed = new Set(
      [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!),
    );
    expect([...names].filter((n) => !listed.has(n))).toEqual([]);
  });
});
