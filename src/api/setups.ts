// docs/api.md#setups: calibrations saved by name in the account.
import type { AccountSetup, MessageResponse, SetupList } from '../../core/api/types.ts';
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import { api } from './client.ts';
import { msg } from '../i18n/index.ts';

export type { AccountSetup };

const path = (name: string) => `/setups/${encodeURIComponent(name)}`;

export async function listSetups(): Promise<AccountSetup[]> {
  const r = await api.get<SetupList>('/setups', {
    fallback: msg('Failed to load your setups'),
  });
  return r.setups;
}

/** Saves (or replaces) the setup of that name. */
export function putSetup(name: string, baseline: CalibrationData): Promise<AccountSetup> {
  return api.put(path(name), { baseline }, { fallback: msg('Failed to save the setup') });
}

/**
 * @public Not called yet: the account server's rename route (docs/api.md) has its client here, and
 * its message is in the German catalog, which the catalog test requires to be used.
 */
export function renameSetup(from: string, to: string): Promise<AccountSetup> {
  return api.patch(path(from), { name: to }, { fallback: msg('Failed to rename the setup') });
}

export function deleteSetup(name: string): Promise<MessageResponse> {
  return api.delete(path(name), { fallback: msg('Failed to delete the setup') });
}
