import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Common and breached passwords (ASVS 6.2.4): the 49,233 of zxcvbn-ts's common list
 * (@zxcvbn-ts/language-common, MIT; from leaked password sets), lower case. Built once, on first use.
 */
let common: Set<string> | null = null;

/** Whether the password, in any letter case ('Password1' is 'password1'), is on the list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
