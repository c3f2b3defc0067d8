// Single values a field can never accept (JSON type, length, range, format), the odd strings that
// ride along as noise, and JSON text with a key spliced in (so "__proto__" arrives as a key).
import fc from 'fast-check';
import type { Field, Kind } from './endpoints.ts';

export const jsonKind = (v: unknown): Kind | 'null' =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'object'
        ? 'object'
        : typeof v === 'number'
          ? 'number'
          : (typeof v as Kind);

const sameKind = (field: Field, v: unknown) => {
  const k = jsonKind(v);
  return k === field.kind || (field.kind === 'integer' && k === 'number');
};

/** Strings a person would not type: unicode of every plane, lone surrogates, control characters. */
export const weirdString = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: max }),
    fc.string({ unit: 'grapheme', maxLength: max }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      '𝔘𝔫𝔦',
      '٩(◕‿◕)۶',
      '<script>',
      "'; drop table users; --",
    ),
  );

/** A value the field can never accept (JSON type, length, range or format). */
export function invalidValue(field: Field): fc.Arbitrary<unknown> {
  const wrongType = fc.jsonValue({ maxDepth: 2 }).filter((v) => !sameKind(field, v));
  const options: fc.Arbitrary<unknown>[] = [wrongType];
  if (field.kind === 'string' && field.max !== undefined)
    options.push(
      fc.string({ unit: 'grapheme', minLength: field.max + 1, maxLength: field.max + 400 }),
    );
  if (field.kind === 'string' && field.min) options.push(fc.string({ maxLength: field.min - 1 }));
  if (field.email) options.push(weirdString(60).filter((s) => !s.includes('@')));
  if ((field.kind === 'number' || field.kind === 'integer') && field.max !== undefined)
    options.push(fc.double({ min: field.max + 0.5, noNaN: true, noDefaultInfinity: true }));
  if ((field.kind === 'number' || field.kind === 'integer') && field.min !== undefined)
    options.push(fc.double({ max: field.min - 0.5, noNaN: true, noDefaultInfinity: true }));
  if (field.kind === 'integer')
    options.push(fc.double({ min: 0, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)));
  return fc.oneof(...options);
}

/** Inserts a key into the JSON text itself, so "__proto__" really arrives as a key. */
export const withKey = (body: Record<string, unknown>, key: string, value: unknown) => {
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}${rest === '}' ? '}' : `,${rest}`}`;
};
