// `npm start` rebuilds dist/ when a build input is newer (scripts/start.mjs). Every local file that
// vite.config.ts imports (its own plugins) is a build input, so an edit to one alone must rebuild.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (f: string) => readFileSync(new URL(`../${f}`, import.meta.url), 'utf8');

describe('npm start: what makes dist/ stale', () => {
  const start = read('scripts/start.mjs');
  const plugins = [...read('vite.config.ts').matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]!);

  it('vite.config.ts imports local plugins (the check below has something to check)', () => {
    expect(plugins.length).toBeGreaterThan(0);
  });

  it.each(plugins)('%s is one of the sources start.mjs compares with dist/', (file) => {
    expect(start).toContain(`'${file}'`);
  });
});
