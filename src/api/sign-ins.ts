import type { EndOthersResponse, SignIn, SignInList } from '../../core/api/types.ts';
import { api } from './client.ts';
import { msg } from '../i18n/index.ts';

// docs/api.md#sign-ins: the account's live sign-ins, to list and end.

export type { SignIn };

export async function listSignIns(): Promise<SignIn[]> {
  const r = await api.get<SignInList>('/user/sign-ins', {
    fallback: msg('Failed to load your sign-ins'),
  });
  return r.sign_ins;
}

export async function endSignIn(id: string): Promise<void> {
  await api.delete(`/user/sign-ins/${encodeURIComponent(id)}`, {
    fallback: msg('Failed to sign that device out'),
  });
}

export async function endOtherSignIns(): Promise<number> {
  const r = await api.post<EndOthersResponse>('/user/sign-ins/end-others', undefined, {
    fallback: msg('Failed to sign the other devices out'),
  });
  return r.ended;
}
