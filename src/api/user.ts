import { api, apiUrl } from './client.ts';
import { clearTokens, loadTokens, saveTokens } from './token-store.ts';
import type {
  AuthResponse,
  MessageResponse,
  SignupPayload,
  User,
  UserEnvelope,
} from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

// docs/api.md#calls, user calls. Calls that answer with tokens (AuthResponse) store them at once.

function storeTokens(res: AuthResponse): AuthResponse {
  if (res.access_token && res.refresh_token) saveTokens(res);
  return res;
}

const publicCall = { refreshOn401: false } as const;

/** A sign-in without a session yet (login, signup, password reset): its tokens are stored. */
async function publicSignIn(path: string, body: object, fallback: string): Promise<AuthResponse> {
  return storeTokens(await api.post<AuthResponse>(path, body, { ...publicCall, fallback }));
}

export function login(email: string, password: string): Promise<AuthResponse> {
  return publicSignIn('/user/login', { email, password }, msg('Login failed'));
}

export type SignupInput = SignupPayload;

export function signup(input: SignupInput): Promise<AuthResponse> {
  return publicSignIn('/user/signup', input, msg('Signup failed'));
}

export function getUser(): Promise<User> {
  return api.get<User>('/user', { fallback: msg('Failed to load user') });
}

export async function updateUser(first_name: string, last_name: string): Promise<User> {
  const res = await api.put<UserEnvelope>(
    '/user',
    { first_name, last_name },
    { fallback: msg('User update failed') },
  );
  return res.user;
}

export async function verifyEmail(token: string): Promise<AuthResponse> {
  return storeTokens(
    await api.get<AuthResponse>(`/user/verify?token=${encodeURIComponent(token)}`, {
      fallback: msg('Email verification failed'),
    }),
  );
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return api.post(
    '/user/resend-verification',
    { email },
    { ...publicCall, fallback: msg('Failed to resend verification email') },
  );
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post(
    '/user/forgot-password',
    { email },
    { ...publicCall, fallback: msg('Failed to send reset email') },
  );
}

export function resetPassword(token: string, new_password: string): Promise<AuthResponse> {
  return publicSignIn(
    '/user/reset-password',
    { token, new_password },
    msg('Password reset failed'),
  );
}

/** Revokes this sign-in on the server, then forgets the tokens whatever the answer. */
export async function logout(): Promise<void> {
  try {
    // The refresh token ends the sign-in on the server even when the access token has expired
    // (docs/api.md#sign-ins); the access token goes along while it is valid.
    const tokens = loadTokens();
    if (tokens) await api.post('/user/logout', { refresh_token: tokens.refreshToken }, publicCall);
  } catch (e) {
    console.warn('[api] logout call failed; clearing tokens anyway', e);
  } finally {
    clearTokens();
  }
}

/**
 * Deleting and exporting the account are confirmed with its password, or without one within 5
 * minutes of signing in (docs/api.md#server-rules); an empty password is sent as none.
 */
const confirmation = (password: string) => (password ? { password } : {});

export function exportData(password: string): Promise<unknown> {
  return api.post('/user/export', confirmation(password), {
    fallback: msg('Failed to export your data'),
  });
}

export async function deleteAccount(password: string): Promise<void> {
  await api.delete('/user', {
    body: confirmation(password),
    fallback: msg('Failed to delete the account'),
  });
  clearTokens();
}

/**
 * Redeems the provider callback's one-time code with the verifier of this browser's pending
 * sign-in (docs/api.md#authentication). The tokens are not stored here: the callback page hands
 * them to its opener, or keeps them in a tab of its own.
 */
export function exchangeOAuthCode(code: string, verifier: string): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    '/auth/google/exchange',
    { code, verifier },
    { ...publicCall, fallback: msg('OAuth authentication failed') },
  );
}

/** The provider sign-in starts on the API host, which redirects to the OIDC issuer (docs/api.md#calls). */
export function googleStartUrl(mode: 'login' | 'signup', binding?: string): string {
  const bound = binding ? `&binding=${encodeURIComponent(binding)}` : '';
  return apiUrl(`/auth/google/start?mode=${mode}${bound}`);
}
