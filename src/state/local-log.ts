// docs/constants.md#other: the local log keeps up to 1000 entries. A ring of recent events the screen can show or
// export when something goes wrong; every entry is mirrored to the console.

export const LOCAL_LOG_LIMIT = 1000;

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  at: number;
  level: LogLevel;
  message: string;
  data?: unknown;
}

let buffer: LogEntry[] = [];

export function logLocal(
  level: LogLevel,
  message: string,
  data?: unknown,
  at: number = Date.now(),
): void {
  buffer.push(data === undefined ? { at, level, message } : { at, level, message, data });
  // Drop the oldest in one splice rather than shifting on every push.
  if (buffer.length > LOCAL_LOG_LIMIT) buffer.splice(0, buffer.length - LOCAL_LOG_LIMIT);
  const out = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
  if (data === undefined) out(`[monitor] ${message}`);
  else out(`[monitor] ${message}`, data);
}

export function localLogEntries(): readonly LogEntry[] {
  return buffer;
}

export function clearLocalLog(): void {
  buffer = [];
}
