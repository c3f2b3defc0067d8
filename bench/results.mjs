// Reads and merges bench/results/latest.json so each suite can add its own keys.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

export function readResults(file = RESULTS_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Merges `values` (numbers, or strings for labels such as the backend) into the results file. */
export function mergeResults(values, file = RESULTS_FILE) {
  mkdirSync(dirname(file), { recursive: true });
  const next = { ...readResults(file), ...values };
  writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
  return next;
}
