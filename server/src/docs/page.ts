import { STATUS_CODES } from 'node:http';
import {
  type Schema,
  esc,
  fieldsTable,
  schemaAnchor,
  schemaLink,
  typeText,
} from './schema-text.ts';

// /api/docs (docs/api.md#openapi): the OpenAPI document as one server-rendered page. No script, one
// stylesheet of ours (DOCS_CSS_PATH), so its CSP can forbid everything else.

type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
};
type Media = { content?: Record<string, { schema?: Schema }> };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: Media & { required?: boolean };
  responses?: Record<string, Media & { description?: string }>;
};
export type OpenApiDoc = {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export const DOCS_CSS_PATH = '/api/docs/style.css';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function authText(security: Operation['security']): string {
  if (!security?.length) return 'None: a public call.';
  const names = security.map((r) => Object.keys(r)[0]);
  if (names.includes(undefined)) return 'Optional: anonymous, or the bearer access token.';
  if (names.includes('refresh')) return 'The refresh token as the bearer credential.';
  return 'The bearer access token (<code>Authorization: Bearer …</code>).';
}

const mediaSchema = (m: Media | undefined) => {
  const [type, media] = Object.entries(m?.content ?? {})[0] ?? [];
  return type ? { type, schema: media?.schema } : null;
};

function parametersHtml(params: Parameter[], id: string): string {
  if (!params.length) return '';
  const rows = params.map(
    (p) =>
      `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td>` +
      `<td>${p.required ? 'yes' : 'no'}</td><td>${typeText(p.schema)}</td>` +
      `<td>${esc(p.description ?? p.schema?.description ?? '')}</td></tr>`,
  );
  return (
    `<h4 id="${id}-parameters">Parameters</h4><table aria-labelledby="${id}-parameters"><thead><tr>` +
    `<th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th>` +
    `<th scope="col">Type</th><th scope="col">Description</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

function bodyHtml(op: Operation, id: string): string {
  const body = mediaSchema(op.requestBody);
  if (!body) return '';
  return (
    `<h4 id="${id}-body">Request body</h4><p><code>${esc(body.type)}</code>: ` +
    `${typeText(body.schema)}</p>`
  );
}

function responsesHtml(op: Operation, id: string): string {
  const rows = Object.entries(op.responses ?? {}).map(([code, r]) => {
    const media = mediaSchema(r);
    const body = media ? typeText(media.schema) : 'no body';
    // fastify-swagger's stand-in description says nothing: the status text does.
    const said = r.description && r.description !== 'Default Response' ? r.description : '';
    const text = said || STATUS_CODES[code] || '';
    return `<tr><th scope="row">${esc(code)}</th><td>${body}</td><td>${esc(text)}</td></tr>`;
  });
  return (
    `<h4 id="${id}-responses">Responses</h4><table aria-labelledby="${id}-responses"><thead><tr>` +
    `<th scope="col">Status</th><th scope="col">Body</th><th scope="col">Description</th>` +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function operationHtml(base: string, path: string, method: string, op: Operation): string {
  const id = `op-${method}-${slug(path)}`;
  return (
    `<article class="operation" aria-labelledby="${id}"><h3 id="${id}">` +
    `<span class="method method-${method}">${method.toUpperCase()}</span> ` +
    `<code>${esc(base + path)}</code></h3>` +
    (op.summary ? `<p class="summary">${esc(op.summary)}</p>` : '') +
    (op.description ? `<p>${esc(op.description)}</p>` : '') +
    `<p><strong>Auth:</strong> ${authText(op.security)}</p>` +
    parametersHtml(op.parameters ?? [], id) +
    bodyHtml(op, id) +
    responsesHtml(op, id) +
    `</article>`
  );
}

/** The page: operations grouped by tag, then every named schema. */
export function docsPage(doc: OpenApiDoc): string {
  const base = doc.servers?.[0]?.url ?? '';
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(base, path, method, op)]);
    }
  }
  const tags = [...byTag.keys()];
  const schemas = Object.entries(doc.components?.schemas ?? {});
  const nav = [
    ...tags.map((t) => `<li><a href="#tag-${slug(t)}">${esc(t)}</a></li>`),
    '<li><a href="#schemas">Schemas</a></li>',
  ];
  const sections = tags.map(
    (t) =>
      `<section aria-labelledby="tag-${slug(t)}"><h2 id="tag-${slug(t)}">${esc(t)}</h2>` +
      `${byTag.get(t)!.join('')}</section>`,
  );
  const schemaHtml = schemas.map(
    ([name, s]) =>
      `<article class="schema" id="${schemaAnchor(name)}" aria-labelledby="${schemaAnchor(name)}-h">` +
      `<h3 id="${schemaAnchor(name)}-h">${schemaLink(name)}</h3>` +
      (s.description ? `<p>${esc(s.description)}</p>` : '') +
      `${fieldsTable(s, `Fields of ${name}`)}</article>`,
  );
  const title = esc(doc.info.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${DOCS_CSS_PATH}">
</head>
<body>
<header><h1>${title} <small>${esc(doc.info.version)}</small></h1>
<p>Every path below is under <code>${esc(base || '/')}</code>. The machine-readable document is
<a href="${esc(base)}/openapi.json"><code>${esc(base)}/openapi.json</code></a> (OpenAPI 3).</p></header>
<nav aria-label="Contents"><ul>${nav.join('')}</ul></nav>
<main>
${sections.join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemaHtml.join('')}</section>
</main>
</body>
</html>
`;
}
