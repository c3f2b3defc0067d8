import { isCommonPassword } from '../auth/common-passwords.ts';

/** docs/api.md#server-rules: a password on the shipped list of common and breached ones. */
export const COMMON_PASSWORD =
  'This password is too common and appears in known data breaches. Please choose another one.';

/**
 * Password rules of docs/validation.md#auth-forms: signup needs length 8 plus upper, lower and
 * digit; reset needs length 8 only; beside both, no password on the common/breached list.
 */
export function passwordProblem(password: string, strict: boolean): string | null {
  if (!password) return 'Password is required';
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (strict && !(/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password))) {
    return 'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  return null;
}
