// Build-time compression (server/README.md#serving-the-app): writes NAME.br and NAME.gz next to
// every text asset of dist/ (HTML, JS, CSS, JSON including the model's, SVG, TXT, WASM), so the
// server sends them with @fastify/static's `preCompressed` and spends no CPU per request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|wasm|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; such files are sent as they are. */
export const MIN_BYTES = 512;
/** Brotli 11 on the 2 MB pose worker takes 10 s for 8 % fewer bytes than 9 (0.4 s): 9 above this. */
export const MAX_QUALITY_BYTES = 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Compresses every compressible file of `dir` in place, on libuv's thread pool (all cores); returns
 * the bytes before and after brotli.
 */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; br: number }> {
  const total = { files: 0, raw: 0, br: 0 };
  const jobs = [...files(dir)]
    .filter((path) => COMPRESSIBLE.test(path) && !path.includes('/.vite/'))
    .map(async (path) => {
      const raw = readFileSync(path);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: raw.length > MAX_QUALITY_BYTES ? 9 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      // A copy that is not smaller is not written: the server then sends the file as it is.
      if (br.length < raw.length) writeFileSync(`${path}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      total.files++;
      total.raw += raw.length;
      total.br += Math.min(br.length, raw.length);
    });
  await Promise.all(jobs);
  return total;
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: { info(m: string): void } = console;
  return {
    name: 'posture-precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kb = (n: number) => (n / 1024).toFixed(1);
      logger.info(`[precompress] ${t.files} files: ${kb(t.raw)} KB -> ${kb(t.br)} KB brotli`);
    },
  };
}
