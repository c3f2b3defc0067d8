import * as analytics from './analytics.ts';
import * as common from './common.ts';
import * as feedback from './feedback.ts';
import * as health from './health.ts';
import * as oauth from './oauth.ts';
import * as sessions from './sessions.ts';
import * as setups from './setups.ts';
import * as signIns from './sign-ins.ts';
import * as stats from './stats.ts';
import * as user from './user.ts';

// The API's wire schemas (docs/api.md#openapi): the server validates and serialises with them, the
// client's types are their Static<> (core/api/types.ts).

const isNamed = (v: unknown): v is { $id: string } =>
  typeof v === 'object' && v !== null && typeof (v as { $id?: unknown }).$id === 'string';

/** Every schema with an `$id`: the OpenAPI document's named components, one per name. */
export const NAMED_SCHEMAS: readonly { $id: string }[] = [
  common,
  user,
  sessions,
  stats,
  setups,
  signIns,
  feedback,
  analytics,
  oauth,
  health,
].flatMap((m) => Object.values(m as Record<string, unknown>).filter(isNamed));
