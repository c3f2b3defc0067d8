import { Type } from 'typebox';

// The wire's building blocks (docs/api.md#entities). A schema with an `$id` is a named component of
// the OpenAPI document (docs/api.md#openapi): the server registers it once and its routes refer to
// it by name.

export const ErrorBody = Type.Object(
  {
    error: Type.String(),
    /** a stable word beside the message, where the client acts on the kind (docs/api.md#errors) */
    code: Type.Optional(Type.String()),
  },
  { $id: 'Error' },
);
export const MessageBody = Type.Object({ message: Type.String() }, { $id: 'Message' });

/** Every failure carries { error } (docs/api.md#errors); listed on each route so the OpenAPI document shows it. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBody]));

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Name = Type.String({ maxLength: 100 });
export const Password = Type.String({ maxLength: 256 });
/** ISO 8601; a string without a zone is read as UTC (docs/constants.md#forms-and-account). Parsed in the handler, not coerced. */
export const IsoDate = Type.String({ minLength: 10, maxLength: 40 });
export const Id = Type.String({ minLength: 1, maxLength: 64 });
