import { Type } from 'typebox';
import { Email, Name, Password } from './common.ts';

/** User profile (docs/api.md#entities): `email` mirrors `email_address` because the forms use both names. */
export const UserProfile = Type.Object({
  user_id: Type.String(),
  email_address: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_verified: Type.Boolean(),
  oauth_provider: Type.Union([Type.String(), Type.Null()]),
  CreatedAt: Type.String(),
});

export const RefreshResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  refresh_in: Type.Integer(),
});

export const AuthResponse = Type.Object({ ...RefreshResponse.properties, user: UserProfile });

export const SignupBody = Type.Object(
  { first_name: Name, last_name: Name, email: Email, password: Password },
  { additionalProperties: false },
);
export const LoginBody = Type.Object(
  { email: Email, password: Password },
  { additionalProperties: false },
);
export const UpdateUserBody = Type.Object(
  { first_name: Name, last_name: Name },
  { additionalProperties: false },
);
export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export const ResetBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), new_password: Password },
  { additionalProperties: false },
);
export const TokenQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
