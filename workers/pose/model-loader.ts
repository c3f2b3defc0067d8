// Loads a tfjs graph model (model.json + weight shards) with byte-level progress, so the page can
// show "x of y MB". tf.io.http only reports finished files; a streamed fetch reports every chunk.
import * as tf from '@tensorflow/tfjs-core';
import type { io } from '@tensorflow/tfjs-core';
import type { LoadProgress, ModelType } from '../../core/protocol/pose.ts';

export const MODEL_BASE = '/models/blazepose/';
export const detectorModelUrl = (base = MODEL_BASE) => `${base}blazepose-detector.json`;
export const landmarkModelUrl = (type: ModelType, base = MODEL_BASE) =>
  `${base}blazepose-${type}.json`;

const DTYPE_BYTES: Record<string, number> = {
  float32: 4,
  int32: 4,
  float16: 2,
  uint16: 2,
  uint8: 1,
  bool: 1,
};

/** Bytes the shards of a weights manifest hold, read from the specs (known before any shard arrives). */
export function weightBytes(manifest: io.WeightsManifestConfig): number {
  let total = 0;
  for (const group of manifest) {
    for (const w of group.weights) {
      const dtype = w.quantization?.dtype ?? w.dtype;
      const size = DTYPE_BYTES[dtype];
      if (size === undefined) throw new Error(`Unknown weight dtype ${dtype} in ${w.name}`);
      total += w.shape.reduce((a, b) => a * b, 1) * size;
    }
  }
  return total;
}

export class ModelLoadError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ModelLoadError';
  }
}

async function fetchOk(url: string, signal?: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, signal ? { signal } : {});
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ModelLoadError(`Could not reach ${url}: ${(e as Error).message}`, url);
  }
  if (!res.ok) throw new ModelLoadError(`Could not load ${url} (HTTP ${res.status})`, url);
  return res;
}

/** Streams one response body into `into` at `offset`, calling onChunk with each chunk's length. */
async function readInto(
  res: Response,
  url: string,
  onChunk: (n: number) => void,
): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array(await res.arrayBuffer());
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((e: Error) => {
      throw new ModelLoadError(`Download of ${url} broke off: ${e.message}`, url);
    });
    if (done) break;
    chunks.push(value);
    length += value.length;
    onChunk(value.length);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export interface FetchedModel {
  url: string;
  json: io.ModelJSON;
  /** Bytes of all weight shards, from the manifest. */
  weightBytes: number;
}

export async function fetchModelJson(url: string, signal?: AbortSignal): Promise<FetchedModel> {
  const res = await fetchOk(url, signal);
  let json: io.ModelJSON;
  try {
    json = (await res.json()) as io.ModelJSON;
  } catch {
    throw new ModelLoadError(`${url} is not a model.json`, url);
  }
  if (!json.modelTopology || !json.weightsManifest)
    throw new ModelLoadError(`${url} is not a tfjs graph model`, url);
  return { url, json, weightBytes: weightBytes(json.weightsManifest) };
}

/** Downloads the weights of a fetched model.json and returns its artifacts, ready for tf.io.fromMemory. */
export async function fetchArtifacts(
  model: FetchedModel,
  onChunk: (n: number) => void,
  signal?: AbortSignal,
): Promise<io.ModelArtifacts> {
  const base = model.url.slice(0, model.url.lastIndexOf('/') + 1);
  return tf.io.getModelArtifactsForJSON(model.json, async (manifest) => {
    const specs: io.WeightsManifestEntry[] = [];
    const parts: Uint8Array[] = [];
    for (const group of manifest) {
      specs.push(...group.weights);
      for (const path of group.paths) {
        const url = base + path;
        parts.push(await readInto(await fetchOk(url, signal), url, onChunk));
      }
    }
    const total = parts.reduce((n, p) => n + p.length, 0);
    const data = new Uint8Array(total);
    let at = 0;
    for (const p of parts) {
      data.set(p, at);
      at += p.length;
    }
    return [specs, data.buffer];
  });
}

/**
 * Fetches several models, reporting combined bytes so one progress bar covers them all. An aborted
 * `signal` stops the downloads (the fetch rejects with the signal's reason).
 */
export async function fetchModels(
  urls: string[],
  onProgress?: (p: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<io.ModelArtifacts[]> {
  const models = await Promise.all(urls.map((u) => fetchModelJson(u, signal)));
  const total = models.reduce((n, m) => n + m.weightBytes, 0);
  let loaded = 0;
  onProgress?.({ loaded, total });
  const out: io.ModelArtifacts[] = [];
  for (const m of models) {
    out.push(
      await fetchArtifacts(
        m,
        (n) => {
          loaded += n;
          onProgress?.({ loaded: Math.min(loaded, total), total });
        },
        signal,
      ),
    );
  }
  return out;
}
