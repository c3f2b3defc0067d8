// Schemas of the OpenAPI document as HTML for /api/docs: a type in words, with a link for each
// named schema, and the table of an object's fields.

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (v: unknown): string => String(v).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');
/** The id of a named schema's section; names are [A-Za-z]+, so the id is safe as it is. */
export const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;
export const schemaLink = (name: string) =>
  `<a href="#${schemaAnchor(name)}"><code>${esc(name)}</code></a>`;

/** Limits as words: "1 to 64 characters", "at most 100". */
function limits(s: Schema): string[] {
  const out: string[] = [];
  const range = (lo: number | undefined, hi: number | undefined, unit: string) => {
    if (lo !== undefined && hi !== undefined) out.push(`${lo} to ${hi}${unit}`);
    else if (hi !== undefined) out.push(`at most ${hi}${unit}`);
    else if (lo !== undefined) out.push(`at least ${lo}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  range(s.minimum, s.maximum, '');
  range(s.minItems, s.maxItems, ' items');
  if (s.exclusiveMinimum !== undefined) out.push(`more than ${s.exclusiveMinimum}`);
  if (s.format) out.push(s.format);
  if (s.pattern) out.push(`matching <code>${esc(s.pattern)}</code>`);
  return out;
}

/** A schema's type in words, as HTML. */
export function typeText(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return schemaLink(schemaName(s.$ref));
  const union = s.anyOf ?? s.oneOf;
  let text: string;
  if (union) text = union.map(typeText).join(' or ');
  else if (s.enum) text = s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' or ');
  else if (s.type === 'array') text = `array of ${typeText(s.items)}`;
  else if (Array.isArray(s.type)) text = s.type.map(esc).join(' or ');
  else if (s.type) text = esc(s.type);
  else text = 'any';
  const extra = limits(s);
  if (extra.length) text += ` (${extra.join(', ')})`;
  return s.nullable ? `${text} or null` : text;
}

/** An object schema's fields as a table; other schemas as their type. */
export function fieldsTable(s: Schema, caption: string): string {
  const props = Object.entries(s.properties ?? {});
  if (s.type !== 'object' || !props.length) return `<p>${typeText(s)}</p>`;
  const required = new Set(s.required ?? []);
  const rows = props.map(
    ([name, p]) =>
      `<tr><th scope="row"><code>${esc(name)}</code></th><td>${typeText(p)}</td>` +
      `<td>${required.has(name) ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td></tr>`,
  );
  const more =
    s.additionalProperties === false
      ? '<p>No other fields are accepted.</p>'
      : typeof s.additionalProperties === 'object'
        ? `<p>Other fields: ${typeText(s.additionalProperties)}.</p>`
        : '';
  return (
    `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">Field</th>` +
    `<th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th>` +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>${more}`
  );
}
