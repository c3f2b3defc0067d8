import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DE, DE_AREAS } from './catalogs/de.ts';
import { ES, ES_AREAS } from './catalogs/es.ts';
import { FR, FR_AREAS } from './catalogs/fr.ts';
import {
  placeholders,
  scan,
  sourceFiles,
  stringLiterals,
} from '../../tests/support/catalog-scan.ts';

const ROOT = join(import.meta.dirname, '../..');
const app = scan(sourceFiles(join(ROOT, 'src')), ROOT);
// Labels of the pure core and messages of the server reach the screen too, translated where shown.
const elsewhere = stringLiterals([
  ...sourceFiles(join(ROOT, 'core')),
  ...sourceFiles(join(ROOT, 'server/src')),
]);

// Server messages the pages show through t() (shownMessage): the OAuth routes' errors, which the
// callback page shows, and the password rules of sign-up and reset. Every literal of these files
// that reads as a sentence (a capitalised word, then more) is one; their log lines start 'OIDC'.
const SHOWN_SERVER_FILES = [
  'server/src/routes/oauth.ts',
  'server/src/routes/oauth-exchange.ts',
  'server/src/services/oauth-users.ts',
  'server/src/services/validation.ts',
];
const shownServer = [...stringLiterals(SHOWN_SERVER_FILES.map((f) => join(ROOT, f)))].filter((s) =>
  /^[A-Z][a-z-]* .*[a-z.]$/.test(s),
);

// The engine's sentences (docs/posture-rules.md#messages): every sentence in core/posture reaches
// the page (the status, the issues, not judging, looking down, the false-alarm replies, the camera
// hints) and is shown through t(). The gate's codes 'No pose' and 'Missing landmarks' are shown as
// 'No pose detected' and 'Missing landmarks: {names}', keys of their own.
const GATE_CODES = new Set(['No pose', 'Missing landmarks']);
const engineSentences = [...stringLiterals(sourceFiles(join(ROOT, 'core/posture')))].filter(
  (s) => /^[A-Z][a-z-]* .*[a-z.!]$/.test(s) && !GATE_CODES.has(s),
);

describe('message catalogs', () => {
  test('every visible string in the app goes through t() (JSX text and read attributes)', () => {
    expect(app.untranslated).toEqual([]);
  });

  test('t() and msg() take plain text with {name} placeholders, never a ${} template', () => {
    expect(app.templated).toEqual([]);
  });
});

type Areas = Readonly<Record<string, Readonly<Record<string, string>>>>;
// Every language beside English, with its merged catalog and its area files.
const LANGUAGES: [string, Readonly<Record<string, string>>, Areas][] = [
  ['German', DE, DE_AREAS],
  ['French', FR, FR_AREAS],
  ['Spanish', ES, ES_AREAS],
];

describe.each(LANGUAGES)('the %s catalog', (_name, catalog, areas) => {
  test('has every English key the app uses', () => {
    const missing = [...app.keys.keys()].filter((k) => !(k in catalog));
    expect(missing.map((k) => `${k}  (${app.keys.get(k)!.join(', ')})`)).toEqual([]);
  });

  test('holds no entry that nothing uses (a key of the app, or a core label or server message)', () => {
    const stale = Object.keys(catalog).filter((k) => !app.keys.has(k) && !elsewhere.has(k));
    expect(stale).toEqual([]);
  });

  test("has every message the sign-in pages show from the server's OAuth and password checks", () => {
    expect(shownServer.filter((m) => !(m in catalog))).toEqual([]);
  });

  test('has every sentence the engine shows (status, issues, not judging, looking down, replies)', () => {
    expect(engineSentences.filter((m) => !(m in catalog))).toEqual([]);
  });

  test('has the same keys as German, so every language shows the same strings translated', () => {
    const keys = (c: Readonly<Record<string, string>>) => Object.keys(c).sort();
    expect(keys(catalog)).toEqual(keys(DE));
  });

  test("a key stands in one area catalog only, and the areas are German's", () => {
    expect(Object.keys(areas)).toEqual(Object.keys(DE_AREAS));
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, entries] of Object.entries(areas))
      for (const key of Object.keys(entries)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area})`);
        else seen.set(key, area);
      }
    expect(twice).toEqual([]);
  });

  test('each entry has the placeholders of its English key, and says something', () => {
    const wrong = Object.entries(catalog).filter(
      ([en, text]) => text.trim() === '' || placeholders(en).join() !== placeholders(text).join(),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the catalog scan', () => {
  test("finds the server's shown messages and skips its log lines", () => {
    expect(shownServer).toContain('Password is required');
    expect(shownServer).toContain('Google sign-in is not configured on this server.');
    expect(shownServer).not.toContain('OIDC discovery failed');
  });

  test("finds the engine's sentences and leaves out the gate's codes", () => {
    expect(engineSentences).toContain('Your camera seems to have moved');
    expect(engineSentences).toContain('Not judging: someone else is in view');
    expect(engineSentences).toContain('You are slouching. Sit up tall and lift your chest.');
    expect(engineSentences).toContain('Low confidence');
    expect(engineSentences).toContain('You have been looking down for a while');
    expect(engineSentences).not.toContain('No pose');
  });

  test('the check itself: it finds a key, an untranslated text and a template', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'catalog-scan-'));
    const file = join(dir, 'Probe.tsx');
    writeFileSync(
      file,
      [
        'export const A = () => <p title="Plain title">{t("Kept {n}", { n: 1 })} Loose text</p>;',
        'export const B = (x: string) => t(`Hello ${x}`);',
        'export const C = msg("Stored");',
      ].join('\n'),
    );
    const r = scan([file], dir);
    expect([...r.keys.keys()].sort()).toEqual(['Kept {n}', 'Stored']);
    expect(r.untranslated).toEqual(['Probe.tsx:1 title="Plain title"', 'Probe.tsx:1 Loose text']);
    expect(r.templated).toEqual(['Probe.tsx:2']);
  });
});
