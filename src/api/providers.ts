import { api } from './client.ts';

/** GET /auth/providers (docs/api.md#calls): which third-party sign-ins the server has configured. */
export interface AuthProviders {
  google: boolean;
}

let asked: Promise<AuthProviders> | null = null;

/** Asked once per page load; a failed call means "no Google" and is asked again next time. */
export function getAuthProviders(): Promise<AuthProviders> {
  asked ??= api
    .get<AuthProviders>('/auth/providers', { refreshOn401: false })
    .catch((): AuthProviders => {
      asked = null;
      return { google: false };
    });
  return asked;
}
