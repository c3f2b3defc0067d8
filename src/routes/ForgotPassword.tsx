import { useState } from 'react';
import { Link } from 'wouter';
import { messageFor } from '../api/errors.ts';
import { forgotPassword } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { toast } from '../state/toasts.ts';
import { AuthCard, FormBanner } from './auth/AuthCard.tsx';
import { useForm } from './auth/useForm.ts';
import { validateForgot } from './auth/validation.ts';

export const RESET_SENT =
  'If an account with that email exists, you will receive a password reset link.';

export default function ForgotPassword() {
  const form = useForm({ email: '' }, validateForgot);
  const [sent, setSent] = useState(false);
  const onSubmit = form.submit(async ({ email }) => {
    try {
      await forgotPassword(email.trim());
      // Never reveals whether the account exists (spec §8).
      toast.success(RESET_SENT);
      setSent(true);
    } catch (e) {
      const message = messageFor(
        e,
        'Failed to send reset email',
        'Failed to send reset email. Please try again.',
      );
      toast.error(message);
      form.setBanner(message);
    }
  });

  return (
    <AuthCard
      title="Forgot Password?"
      icon="key"
      subtitle="Enter your e-mail and we'll send you a link to reset your password."
    >
      {sent ? (
        <div className={layout.banner.success} role="status">
          {RESET_SENT}
        </div>
      ) : null}
      <form className={layout.stack.md} onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormBanner message={form.banner} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          errorMessage={form.errorFor('email')}
          isDisabled={form.busy}
          autoFocus
        />
        <Button type="submit" size="full" isPending={form.busy}>
          {form.busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className={`${layout.small} ${layout.center}`}>
        <Link href="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
