// Reads the app's source as the compiler does and lists what the catalog check needs: the English
// keys given to t(), tPlural() and msg(), and every visible string that skips them (JSX text, or a
// literal in an attribute a person reads or hears). Used by src/i18n/catalogs.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose literal values a person sees or a screen reader speaks. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'description',
  'errorMessage',
  'heading',
  'label',
  'placeholder',
  'text',
  'title',
]);
const HAS_LETTER = /\p{L}/u;

export interface ScanResult {
  /** English keys with the places that use them. */
  keys: Map<string, string[]>;
  /** "file:line text" for each visible literal that is not translated. */
  untranslated: string[];
  /** "file:line" for each t()/msg() whose text is a template with ${}: use {name} and vars. */
  templated: string[];
}

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|css)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

export function scan(files: readonly string[], root: string): ScanResult {
  const result: ScanResult = { keys: new Map(), untranslated: [], templated: [] };
  for (const file of files) {
    const source = parse(file);
    const where = (node: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const addKey = (node: ts.Node | undefined) => {
      if (!node) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const list = result.keys.get(node.text) ?? [];
        list.push(where(node));
        result.keys.set(node.text, list);
      } else if (ts.isTemplateExpression(node)) result.templated.push(where(node));
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        if (name === 't' || name === 'msg') addKey(node.arguments[0]);
        if (name === 'tPlural') {
          addKey(node.arguments[1]);
          addKey(node.arguments[2]);
        }
      }
      if (ts.isJsxText(node) && HAS_LETTER.test(node.text))
        result.untranslated.push(`${where(node)} ${node.text.trim()}`);
      if (
        ts.isJsxAttribute(node) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
        node.initializer
      ) {
        const init = node.initializer;
        const literal = ts.isStringLiteral(init)
          ? init
          : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression
            : null;
        if (literal && HAS_LETTER.test(literal.text))
          result.untranslated.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

/** The {name} placeholders of a message, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** Every string literal in the files (the pure core's labels, translated where they are shown). */
export function stringLiterals(files: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) out.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}
