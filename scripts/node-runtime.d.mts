export function satisfies(version: string, range: string): boolean;
export interface Machine {
  version: string;
  execPath: string;
  range: string;
  pinned: string;
  platform: string;
  arch: string;
  glibc: boolean;
}
export type Decision =
  | { action: 'use'; spec?: undefined; message?: undefined }
  | { action: 'fetch'; spec: string; message?: undefined }
  | { action: 'fail'; message: string; spec?: undefined };
export function decide(machine: Machine): Decision;
export function fetchNode(spec: string, integrity: string | undefined): string;
export function resolveNode(opts?: { pinned?: boolean }): string;
export function ensureNode(): Promise<void>;
