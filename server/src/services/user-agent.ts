/**
 * "Firefox on Windows" from a User-Agent, for the account's list of sign-ins. Order matters: Edge
 * and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The browser and the system a User-Agent names; null where it names none we know. */
export interface UserAgentParts {
  browser: string | null;
  system: string | null;
}

export function userAgentParts(ua: string | null): UserAgentParts {
  if (!ua) return { browser: null, system: null };
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
  };
}

/**
 * The English label. The account page composes it from the same parts in the app's language
 * (src/routes/account/device.ts), with these words as the catalog's keys.
 */
export function describeUserAgent(ua: string | null): string {
  const { browser, system } = userAgentParts(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}
