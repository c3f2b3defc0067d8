import fp from 'fastify-plugin';
import { NAMED_SCHEMAS } from '../../../core/api/schemas/index.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A copy of `schema` in which every named schema (one with an `$id`) below `keepRoot`'s level is a
 * reference to it by name. Throws on a name that is not registered, so a new one cannot slip into
 * the document inline.
 */
export function byReference(
  schema: unknown,
  known: ReadonlySet<string>,
  keepRoot = false,
): unknown {
  if (Array.isArray(schema)) return schema.map((s) => byReference(s, known));
  if (!isObject(schema)) return schema;
  const id = schema.$id;
  if (typeof id === 'string' && !keepRoot) {
    if (!known.has(id)) throw new Error(`Schema "${id}" is not in core/api/schemas NAMED_SCHEMAS`);
    return { $ref: `${id}#` };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, byReference(v, known)]));
}

/**
 * The wire's named schemas (core/api/schemas) are shared schemas of the whole app, each written
 * once, and every route refers to them by name: validation and serialisation are unchanged, and the
 * OpenAPI document lists them under components.schemas (docs/api.md#openapi). Routes keep passing
 * the TypeBox objects, so their handlers stay typed.
 */
export default fp(
  async (app) => {
    const known = new Set(NAMED_SCHEMAS.map((s) => s.$id));
    if (known.size !== NAMED_SCHEMAS.length) throw new Error('Two wire schemas share one $id');
    for (const s of NAMED_SCHEMAS) app.addSchema(byReference(s, known, true) as { $id: string });
    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema = byReference(route.schema, known) as typeof route.schema;
    });
  },
  { name: 'wire-schemas' },
);
