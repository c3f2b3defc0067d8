// `engines.node` ranges for scripts/node-runtime.mjs, which runs before anything is installed (so
// not the semver package): the part of npm's range syntax (https://github.com/npm/node-semver#ranges)
// that `engines` fields use: `>=24`, `>=22.12 <23 || >=24`, `^24.2.0`, `~24.1`, `24`, `24.x`.
const parse = (v) => {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
};
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an npm range: `>=24`, `<25.1`, `^24.2.0`, `~24.1`, `24`, `24.x`. */
function test(version, comparator) {
  if (comparator === '*' || comparator === 'x') return true;
  const m = /^(>=|<=|>|<|=|\^|~)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.[x*])*$/.exec(comparator);
  if (!m) throw new Error(`package.json engines.node: cannot read "${comparator}"`);
  const [, op = '=', maj, min, pat] = m;
  const base = [Number(maj), Number(min ?? 0), Number(pat ?? 0)];
  // The first version past a partial one: 24 -> 25.0.0, 24.1 -> 24.2.0.
  const next =
    min === undefined ? [base[0] + 1, 0, 0] : pat === undefined ? [base[0], base[1] + 1, 0] : null;
  const v = parse(version);
  const c = cmp(v, base);
  if (op === '>=') return c >= 0;
  if (op === '>') return next ? cmp(v, next) >= 0 : c > 0;
  if (op === '<') return c < 0;
  if (op === '<=') return next ? cmp(v, next) < 0 : c <= 0;
  if (op === '^') return c >= 0 && v[0] === base[0];
  if (op === '~') return c >= 0 && cmp(v, next ?? [base[0], base[1] + 1, 0]) < 0;
  return next ? c >= 0 && cmp(v, next) < 0 : c === 0;
}

/** Does `version` satisfy `range` (the subset of npm's range syntax that `engines` fields use)? */
export function satisfies(version, range) {
  return range.split('||').some((alt) => {
    const parts = alt
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return parts.length === 0 || parts.every((p) => test(version, p));
  });
}
