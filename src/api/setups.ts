// docs/api.md#setups: calibrations saved by name in the account.
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import { api } from './client.ts';

export interface AccountSetup {
  name: string;
  baseline: CalibrationData;
  created_at: string;
  updated_at: string;
}

const path = (name: string) => `/setups/${encodeURIComponent(name)}`;

export async function listSetups(): Promise<AccountSetup[]> {
  const r = await api.get<{ setups: AccountSetup[] }>('/setups', {
    fallback: 'Failed to load your setups',
  });
  return r.setups;
}

/** Saves (or replaces) the setup of that name. */
export function putSetup(name: string, baseline: CalibrationData): Promise<AccountSetup> {
  return api.put(path(name), { baseline }, { fallback: 'Failed to save the setup' });
}

export function renameSetup(from: string, to: string): Promise<AccountSetup> {
  return api.patch(path(from), { name: to }, { fallback: 'Failed to rename the setup' });
}

export function deleteSetup(name: string): Promise<{ message: string }> {
  return api.delete(path(name), { fallback: 'Failed to delete the setup' });
}
