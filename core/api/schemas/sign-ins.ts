import { Type } from 'typebox';
import { Id } from './common.ts';

export const LogoutBody = Type.Object(
  {
    refresh_token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        description: 'ends this sign-in even when the access token has expired',
      }),
    ),
  },
  { additionalProperties: false, $id: 'LogoutRequest' },
);

export const SignIn = Type.Object(
  {
    id: Type.String(),
    /** "Firefox on Windows" from the sign-in's User-Agent, in English; the app composes its own */
    browser: Type.String(),
    browser_name: Type.Union([Type.String(), Type.Null()], {
      description: "the browser the User-Agent names ('Firefox'); null when it names none we know",
    }),
    system: Type.Union([Type.String(), Type.Null()], {
      description: "the operating system it names ('Windows'); null when it names none we know",
    }),
    created_at: Type.String({ description: 'ISO 8601: when the person signed in' }),
    last_used_at: Type.String({ description: 'ISO 8601: the sign-in or its latest refresh' }),
    expires_at: Type.String({ description: 'ISO 8601: the end of its absolute lifetime' }),
    current: Type.Boolean({ description: 'the sign-in this request was made with' }),
  },
  { $id: 'SignIn' },
);

export const SignInList = Type.Object({ sign_ins: Type.Array(SignIn) }, { $id: 'SignInList' });
export const SignInParams = Type.Object({ id: Id }, { additionalProperties: false });
export const EndedBody = Type.Object(
  { message: Type.String(), ended: Type.Integer() },
  { $id: 'EndOthersResponse' },
);
