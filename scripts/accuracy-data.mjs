// Datasets for `npm run accuracy` (scripts/accuracy.mjs): what to run BlazePose on, in order.
// A plan entry is { file, label, source, t? }: `file` names the frame in the cache and the report,
// `source` is the file whose sha256 keeps the cache honest, `t` the second of a video sample.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LABELS = ['good', 'slouched'];
/** Folder names per label: `upright/` is read as good (tests/fixtures/laptop). */
const FOLDERS = { good: ['good', 'upright'], slouched: ['slouched'] };

/** tests/fixtures/accuracy/datasets.json: paths relative to the repository root. */
export function loadDatasets(file, root) {
  const list = JSON.parse(readFileSync(file, 'utf8'));
  return list.map((d) => ({
    ...d,
    ...(d.stills ? { stills: resolve(root, d.stills) } : {}),
    ...(d.video ? { video: resolve(root, d.video) } : {}),
    ...(d.build ? { build: resolve(root, d.build) } : {}),
  }));
}

/** A folder with good/ (or upright/) and slouched/ (either may be missing); images sorted by name. */
export function stillsOf(dir) {
  const plan = LABELS.flatMap((label) =>
    FOLDERS[label].flatMap((folder) => {
      let names;
      try {
        names = readdirSync(join(dir, folder));
      } catch {
        return [];
      }
      return names
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .sort()
        .map((f) => ({ file: `${folder}/${f}`, label, source: join(dir, folder, f) }));
    }),
  );
  if (plan.length === 0) throw new Error(`${dir}: no images in good/, upright/ or slouched/`);
  return plan;
}

/** Samples `fps` times a second inside each labelled range, at the middle of each slot. */
export function videoSamples({ video, labels, fps = 2 }) {
  const ranges = labels?.ranges;
  if (!Array.isArray(ranges) || ranges.length === 0)
    throw new Error(`${video}: labels need "ranges"`);
  const plan = [];
  for (const r of ranges) {
    if (!LABELS.includes(r.label) || !(r.to > r.from))
      throw new Error(`bad range ${JSON.stringify(r)}`);
    for (let t = r.from + 0.5 / fps; t < r.to; t += 1 / fps) {
      const s = Math.round(t * 1000) / 1000;
      plan.push({ file: `${video.split('/').pop()}@${s}s`, label: r.label, source: video, t: s });
    }
  }
  return plan.sort((a, b) => a.t - b.t);
}

/**
 * An .mjpeg (what Chromium's fake camera plays) is JPEG images back to back: split at each
 * start-of-image marker that follows an end-of-image marker.
 */
export function splitMjpeg(file) {
  const buf = readFileSync(file);
  const frames = [];
  let start = -1;
  for (let i = 0; i + 1 < buf.length; i++) {
    if (buf[i] !== 0xff) continue;
    if (buf[i + 1] === 0xd8 && start < 0) start = i;
    else if (buf[i + 1] === 0xd9 && start >= 0) {
      frames.push(buf.subarray(start, i + 2));
      start = -1;
      i++;
    }
  }
  if (frames.length === 0) throw new Error(`${file}: no JPEG frames`);
  return frames;
}

/** One sha256 over every file under `dir` (names and bytes, sorted): the key of a built clip. */
export function treeHash(dir) {
  const h = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(p.slice(dir.length)).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}
