// README.md is a newcomer's first page: the two commands that matter, and short enough to read
// (CI internals, Node mechanics and measurement histories live in docs/).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README.md', () => {
  it('gives the command that runs the app and the one that runs the tests', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toMatch(/^npm test\s/m);
    expect(readme).toContain('http://localhost:3000');
  });

  it('stays at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });
});
