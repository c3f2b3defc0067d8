import type { FastifyPluginAsync } from 'fastify';

interface PluginMeta {
  /** shown in errors and in fastify's plugin tree; other plugins name it in `dependencies` */
  name: string;
  dependencies?: string[];
}

/**
 * A named, non-encapsulated plugin, as `fastify-plugin` makes one (fastify/demo style): what it
 * decorates is visible to the whole app, and fastify refuses to start when a plugin it depends on
 * was not registered before it. It sets the same three symbols fastify-plugin sets, without adding
 * that package to package.json while the project moves to Node 24; swapping in `fp` later changes
 * nothing else.
 */
export function namedPlugin<O extends Record<string, unknown> = Record<never, never>>(
  meta: PluginMeta,
  fn: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return Object.assign(fn, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: meta,
  });
}
