import { Type } from 'typebox';
import { Email, Name, Password } from './common.ts';

/** User profile (docs/api.md#entities): `email` mirrors `email_address` because the forms use both names. */
export const UserProfile = Type.Object(
  {
    user_id: Type.String(),
    email_address: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    is_verified: Type.Boolean(),
    oauth_provider: Type.Union([Type.String(), Type.Null()]),
    CreatedAt: Type.String(),
  },
  { $id: 'User' },
);

const tokenFields = {
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'seconds the access token lives' }),
  refresh_in: Type.Integer({ description: "seconds left of the sign-in's lifetime" }),
};

/** docs/api.md#tokens: what POST /user/refresh answers. */
export const RefreshResponse = Type.Object(tokenFields, { $id: 'TokenResponse' });

/** A sign-in (signup, login, verify, reset): the tokens and the user. */
export const AuthResponse = Type.Object(
  { ...tokenFields, user: UserProfile },
  { $id: 'AuthResponse' },
);

/** GET /user/export: everything stored about the user (docs/api.md#calls). */
export const UserExport = Type.Unknown({
  $id: 'UserExport',
  description: "All of the user's data",
});

export const UserEnvelope = Type.Object({ user: UserProfile }, { $id: 'UserEnvelope' });

export const SignupBody = Type.Object(
  { first_name: Name, last_name: Name, email: Email, password: Password },
  { additionalProperties: false, $id: 'SignupRequest' },
);
export const LoginBody = Type.Object(
  { email: Email, password: Password },
  { additionalProperties: false, $id: 'LoginRequest' },
);
export const UpdateUserBody = Type.Object(
  { first_name: Name, last_name: Name },
  { additionalProperties: false, $id: 'UpdateUserRequest' },
);
/** Deleting or exporting the account: its password, or none within 5 minutes of signing in. */
export const ConfirmBody = Type.Object(
  { password: Type.Optional(Password) },
  { additionalProperties: false, $id: 'ConfirmRequest' },
);
export const EmailBody = Type.Object(
  { email: Email },
  { additionalProperties: false, $id: 'EmailRequest' },
);
export const ResetBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), new_password: Password },
  { additionalProperties: false, $id: 'ResetPasswordRequest' },
);
export const TokenQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
