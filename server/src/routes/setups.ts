import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { requireUser, userOf } from '../plugins/auth.ts';
import type { SetupsTable } from '../db/schema.ts';
import { errors, MessageBody } from '../../../core/api/schemas/common.ts';
import {
  Setup,
  SETUP_MAX_COUNT,
  SETUP_NAME_MAX,
  SetupList,
  SetupParams,
  SetupPutBody,
  SetupRenameBody,
} from '../../../core/api/schemas/setups.ts';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export const toSetup = (r: SetupsTable): Static<typeof Setup> => ({
  name: r.name,
  baseline: JSON.parse(r.baseline) as Static<typeof Setup>['baseline'],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** Names are stored as given: 1..40 characters with no space at either end. */
function checkName(name: string): string {
  if (name !== name.trim()) throw badRequest('Setup name must not start or end with a space');
  if (name.length < 1 || name.length > SETUP_NAME_MAX)
    throw badRequest(`Setup name must be 1 to ${SETUP_NAME_MAX} characters`);
  return name;
}

/** docs/api.md#setups: calibrations saved by name, per user. */
const setups: FastifyPluginAsyncTypebox = async (app) => {
  const { setupsRepository: repo } = app;
  const auth = requireUser(app);

  app.get(
    '/setups',
    {
      schema: { tags: ['setups'], response: { 200: SetupList, ...errors(401) } },
      preHandler: auth,
    },
    async (req) => ({ setups: (await repo.list(userOf(req).userId)).map(toSetup) }),
  );

  app.put(
    '/setups/:name',
    {
      schema: {
        tags: ['setups'],
        params: SetupParams,
        body: SetupPutBody,
        response: { 200: Setup, 201: Setup, ...errors(400, 401, 409) },
      },
      preHandler: auth,
    },
    async (req, reply) => {
      const userId = userOf(req).userId;
      const name = checkName(req.params.name);
      const baseline = JSON.stringify(req.body.baseline);
      const now = app.now();
      const replace = async () => {
        await repo.replace(userId, name, baseline, now);
        return reply.code(200).send(toSetup((await repo.find(userId, name))!));
      };
      if (await repo.find(userId, name)) return replace();
      if ((await repo.count(userId)) >= SETUP_MAX_COUNT)
        throw new ApiError(409, `At most ${SETUP_MAX_COUNT} setups can be saved`);
      const row = { user_id: userId, name, baseline, created_at: now, updated_at: now };
      // Another PUT of the same new name (a second tab) may have inserted it since the find.
      if (!(await repo.insert(row))) return replace();
      return reply.code(201).send(toSetup((await repo.find(userId, name))!));
    },
  );

  app.patch(
    '/setups/:name',
    {
      schema: {
        tags: ['setups'],
        params: SetupParams,
        body: SetupRenameBody,
        response: { 200: Setup, ...errors(400, 401, 404, 409) },
      },
      preHandler: auth,
    },
    async (req) => {
      const userId = userOf(req).userId;
      const from = req.params.name;
      const to = checkName(req.body.name);
      if (!(await repo.find(userId, from))) throw notFound('Setup not found');
      const taken = () => new ApiError(409, `A setup named "${to}" already exists`);
      if (to !== from) {
        if (await repo.find(userId, to)) throw taken();
        if (!(await repo.rename(userId, from, to, app.now()))) throw taken();
      }
      return toSetup((await repo.find(userId, to))!);
    },
  );

  app.delete(
    '/setups/:name',
    {
      schema: {
        tags: ['setups'],
        params: SetupParams,
        response: { 200: MessageBody, ...errors(401, 404) },
      },
      preHandler: auth,
    },
    async (req) => {
      if (!(await repo.remove(userOf(req).userId, req.params.name)))
        throw notFound('Setup not found');
      return { message: 'Setup deleted' };
    },
  );
};

export default setups;
