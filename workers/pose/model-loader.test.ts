// Runs the real loader against the real model files, served by a real local HTTP server.
import { readFileSync, statSync, createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadProgress } from '../../core/protocol/pose.ts';
import {
  detectorModelUrl,
  fetchModels,
  landmarkModelUrl,
  ModelLoadError,
  weightBytes,
} from './model-loader.ts';

const dir = fileURLToPath(new URL('../../public/models/blazepose/', import.meta.url));
let server: Server;
let base = '';
let broken = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = join(dir, (req.url ?? '').replace('/models/blazepose/', ''));
    if (broken && file.endsWith('.bin')) return void res.writeHead(500).end();
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Length': statSync(file).size });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/blazepose/`;
});
afterAll(() => void server.close());

describe('model loader', () => {
  it.each(['detector', 'lite', 'full'])(
    'knows the shard size of blazepose-%s from its manifest',
    (name) => {
      const json = JSON.parse(readFileSync(join(dir, `blazepose-${name}.json`), 'utf8'));
      expect(weightBytes(json.weightsManifest)).toBe(
        statSync(join(dir, `blazepose-${name}.bin`)).size,
      );
    },
  );

  it('downloads detector + full with byte progress that climbs to the total', async () => {
    broken = false;
    const seen: LoadProgress[] = [];
    const artifacts = await fetchModels(
      [detectorModelUrl(base), landmarkModelUrl('full', base)],
      (p) => seen.push(p),
    );
    const total =
      statSync(join(dir, 'blazepose-detector.bin')).size +
      statSync(join(dir, 'blazepose-full.bin')).size;
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((p) => p.total === total)).toBe(true);
    expect(seen.map((p) => p.loaded)).toEqual([...seen.map((p) => p.loaded)].sort((a, b) => a - b));
    expect(seen.at(-1)!.loaded).toBe(total);
    expect(artifacts).toHaveLength(2);
    expect((artifacts[1]!.weightData as ArrayBuffer).byteLength).toBe(
      statSync(join(dir, 'blazepose-full.bin')).size,
    );
  });

  it('fails with a clear ModelLoadError for a missing model and for a broken shard', async () => {
    await expect(fetchModels([`${base}nope.json`])).rejects.toThrow(ModelLoadError);
    await expect(fetchModels([`${base}nope.json`])).rejects.toThrow(/HTTP 404/);
    broken = true;
    await expect(fetchModels([landmarkModelUrl('lite', base)])).rejects.toThrow(
      /blazepose-lite\.bin \(HTTP 500\)/,
    );
    broken = false;
  });
});
