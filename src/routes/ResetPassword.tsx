import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getUser, resetPassword } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { AuthForm, BackToLogin } from './auth/AuthForm.tsx';
import { failureMessage, useForm } from './auth/useForm.ts';
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

  const onSubmit = form.onSubmit(
    async ({ password }) => {
      if (!token) return form.fail('No reset token available');
      const res = await resetPassword(token, password);
      setSignedIn(res.user ?? (await getUser()));
      toast.success('Password reset successfully! You are now logged in.');
      navigate('/app');
    },
    {
      failure: failureMessage('Password reset failed', 'Password reset failed. Please try again.'),
    },
  );

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
      <AuthForm form={form} onSubmit={onSubmit} submit={['Reset Password', 'Resetting...']}>
        <TextField
          label="New Password"
          autoComplete="new-password"
          revealable
          {...form.field('password')}
          autoFocus
        />
        <TextField
          label="Confirm Password"
          autoComplete="new-password"
          revealable
          {...form.field('confirmPassword')}
        />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}
