// Message catalogs (docs/product.md#language). Every string a person sees is written in English at
// the place it is shown, wrapped in t() (or marked with msg() where it is stored and shown later);
// the English text is the key, so English needs no catalog and reads exactly as the spec writes
// it. German, French and Spanish come from catalogs/de.ts, fr.ts and es.ts, each loaded on demand
// as a chunk of its own, so English pages carry none of them. src/i18n/catalogs.test.ts fails on a
// visible string that skips t(), on a key a language lacks, on an entry nothing uses and on
// placeholders that differ.
import { useSyncExternalStore } from 'react';
import { LOCALE_TAGS, type Language } from './language.ts';

export type Vars = Readonly<Record<string, string | number>>;
type Catalog = Readonly<Record<string, string>>;

let language: Language = 'en';
let catalog: Catalog | null = null;
const loaded = new Map<Language, Catalog>();
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  de: async () => (await import('./catalogs/de.ts')).DE,
  fr: async () => (await import('./catalogs/fr.ts')).FR,
  es: async () => (await import('./catalogs/es.ts')).ES,
};
const listeners = new Set<() => void>();

function fill(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** `text` in the current language, with `{name}` placeholders filled from `vars`. */
export function t(text: string, vars?: Vars): string {
  return fill((language !== 'en' && catalog?.[text]) || text, vars);
}

/**
 * Marks a string that is stored now and shown later through t() (a status message kept in a
 * store): returns it unchanged, so the English stays the key and the catalog check can see it.
 */
export function msg(text: string): string {
  return text;
}

/** The singular or plural form for `count` by the language's plural rules; `{count}` is filled. */
export function tPlural(count: number, one: string, other: string, vars?: Vars): string {
  const form = pluralRules().select(count);
  return t(form === 'one' ? one : other, { count: formatNumber(count), ...vars });
}

export function currentLanguage(): Language {
  return language;
}

/** The BCP 47 tag of the current language, for Intl and react-aria. */
export function localeTag(): string {
  return LOCALE_TAGS[language];
}

// Intl formatters are costly to build and the status renders up to 10 times a second: one per
// language and options, kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  options: object | undefined,
  make: (tag: string) => T,
): T {
  const key = `${kind} ${language} ${JSON.stringify(options ?? {})}`;
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make(localeTag())));
  return f;
}

/**
 * Builds the current language's plural rules and number format ahead of need: the first Intl
 * formatter of a renderer loads its locale data (17 ms here for the plural rules), which otherwise
 * lands in the task that shows the first countdown text. The monitoring screen calls it when idle.
 */
export function warmFormatters(): void {
  pluralRules();
  formatNumber(0);
}

const pluralRules = () => formatter('p', undefined, (tag) => new Intl.PluralRules(tag));

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatter('n', options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

export function formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string {
  return formatter('d', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(value);
}

/**
 * Switches the language: a language other than English loads its catalog first (a separate
 * chunk, once), then <html lang> changes and every component that called useT() renders again.
 */
export async function setLanguage(next: Language): Promise<void> {
  let nextCatalog: Catalog | null = null;
  if (next !== 'en') {
    nextCatalog = loaded.get(next) ?? (await LOADERS[next]());
    loaded.set(next, nextCatalog);
  }
  catalog = nextCatalog;
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const fn of listeners) fn();
}

export function subscribeLanguage(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * For components: t(), and a render again when the language changes. Every component that shows
 * text calls it, memoised ones included (a parent's render does not reach them).
 */
export function useT(): typeof t {
  useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return t;
}

/** The current language, for components that pick something other than a string by it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
