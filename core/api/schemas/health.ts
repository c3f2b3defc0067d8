import { Type } from 'typebox';

const Status = Type.Union([Type.Literal('ok'), Type.Literal('degraded')]);

export const Health = Type.Object(
  {
    status: Status,
    database: Type.String(),
    // Only with REDIS_URL: 'degraded' while Redis is down and rate limits count in memory.
    redis: Type.Optional(Status),
  },
  { $id: 'Health' },
);

export const Readiness = Type.Object(
  {
    status: Type.Literal('ready'),
    database: Type.String(),
    redis: Type.Optional(Type.Literal('ok')),
  },
  { $id: 'Readiness' },
);
