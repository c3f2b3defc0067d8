import fp from 'fastify-plugin';

/** What an API route without query parameters accepts as its query string: nothing. */
export const NoQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * Every API route validates its query: a route that takes none refuses any, so a repeated or
 * unexpected parameter is a 400 and never reaches a handler as an array (docs/api.md#errors).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.querystring) return;
      route.schema = { ...route.schema, querystring: NoQuery };
    });
  },
  { name: 'query-schemas' },
);
