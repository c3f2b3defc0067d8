import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../public/models/blazepose/', import.meta.url);
const provenance = readFileSync(new URL('PROVENANCE.md', dir), 'utf8');
const rows = [...provenance.matchAll(/^\| (\S+) \| (\d+) \| ([0-9a-f]{64}) \|$/gm)].map(
  ([, file, bytes, sha]) => ({
    file: file!,
    bytes: Number(bytes),
    sha: sha!,
  }),
);

describe('public/models/blazepose matches PROVENANCE.md', () => {
  it('lists every model file the app loads, and nothing is unlisted', () => {
    const onDisk = readdirSync(dir)
      .filter((f) => f !== 'PROVENANCE.md')
      .sort();
    expect(rows.map((r) => r.file).sort()).toEqual(onDisk);
    for (const m of ['detector', 'lite', 'full']) {
      expect(onDisk).toContain(`blazepose-${m}.json`);
      expect(onDisk).toContain(`blazepose-${m}.bin`);
    }
  });

  it.each(rows)('$file has the recorded size and sha256', ({ file, bytes, sha }) => {
    const data = readFileSync(new URL(file, dir));
    expect(data.length).toBe(bytes);
    expect(createHash('sha256').update(data).digest('hex')).toBe(sha);
  });

  it('each model.json points at a weights file that exists beside it', () => {
    for (const m of ['detector', 'lite', 'full']) {
      const json = JSON.parse(readFileSync(new URL(`blazepose-${m}.json`, dir), 'utf8')) as {
        format: string;
        weightsManifest: { paths: string[] }[];
      };
      expect(json.format).toBe('graph-model');
      expect(json.weightsManifest.flatMap((w) => w.paths)).toEqual([`blazepose-${m}.bin`]);
    }
  });
});
