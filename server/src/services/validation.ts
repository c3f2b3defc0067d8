/** Password rules of docs/validation.md#auth-forms: signup needs length 8 plus upper, lower and digit; reset needs length 8 only. */
export function passwordProblem(password: string, strict: boolean): string | null {
  if (!password) return 'Password is required';
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (strict && !(/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password))) {
    return 'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  return null;
}
