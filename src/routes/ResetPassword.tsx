import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { messageFor } from '../api/errors.ts';
import { getUser, resetPassword } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import * as layout from '../components/layout.css.ts';
import { TextField } from '../components/TextField.tsx';
import { setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard, FormBanner } from './auth/AuthCard.tsx';
import { useForm } from './auth/useForm.ts';
import { validateReset } from './auth/validation.ts';

export default function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);

  useEffect(() => {
    if (token) return;
    toast.error('No reset token provided');
    navigate('/login', { replace: true });
  }, [token, navigate]);

  const onSubmit = form.submit(async ({ password }) => {
    if (!token) {
      form.setBanner('No reset token available');
      return;
    }
    try {
      const res = await resetPassword(token, password);
      setSignedIn(res.user ?? (await getUser()));
      toast.success('Password reset successfully! You are now logged in.');
      navigate('/app');
    } catch (e) {
      const message = messageFor(
        e,
        'Password reset failed',
        'Password reset failed. Please try again.',
      );
      toast.error(message);
      form.setBanner(message);
    }
  });

  if (!token)
    return (
      <AuthCard
        title="Invalid Reset Link"
        icon="alert"
        tone="danger"
        subtitle="This password reset link is missing its token."
      >
        <Button size="full" onPress={() => navigate('/login')}>
          Go to Login
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard title="Reset Password" icon="lock" subtitle="Choose a new password for your account.">
      <form className={layout.stack.md} onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormBanner message={form.banner} />
        <TextField
          label="New Password"
          name="password"
          autoComplete="new-password"
          revealable
          value={form.values.password}
          onChange={form.set('password')}
          errorMessage={form.errorFor('password')}
          isDisabled={form.busy}
          autoFocus
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          revealable
          value={form.values.confirmPassword}
          onChange={form.set('confirmPassword')}
          errorMessage={form.errorFor('confirmPassword')}
          isDisabled={form.busy}
        />
        <Button type="submit" size="full" isPending={form.busy}>
          {form.busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className={`${layout.small} ${layout.center}`}>
        <Link href="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
