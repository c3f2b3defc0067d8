import { Type } from 'typebox';

const Param = Type.String({ maxLength: 2048 });

/**
 * What the provider sends back to /auth/google/callback (OpenID Connect Core 3.1.2.5 and 3.1.2.6,
 * RFC 9207 `iss`). Each parameter is one string: a repeated one is a 400, not an array. Providers
 * add their own (Google: scope, authuser, hd, prompt), so unknown names pass, as single strings.
 */
export const CallbackQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 512 })),
    code: Type.Optional(Param),
    iss: Type.Optional(Param),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Param),
  },
  { additionalProperties: Param },
);

/** POST /auth/google/exchange: the callback's one-time code and the browser's PKCE verifier. */
export const ExchangeBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128 }),
    verifier: Type.String({ minLength: 16, maxLength: 128 }),
  },
  { additionalProperties: false, $id: 'OAuthExchangeRequest' },
);

/** docs/api.md#authentication: the client shows 'Sign in with Google' only when `google` is true. */
export const Providers = Type.Object({ google: Type.Boolean() }, { $id: 'Providers' });
