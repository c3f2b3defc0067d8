import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getUser, resetPassword } from '../api/user.ts';
import { TextField } from '../components/TextField.tsx';
import { msg, useT } from '../i18n/index.ts';
import { setSignedIn } from '../state/auth.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { AuthForm, BackToLogin } from './auth/AuthForm.tsx';
import { DeadLinkCard } from './auth/DeadLinkCard.tsx';
import { failureMessage, useForm } from './auth/useForm.ts';
import { validateReset } from './auth/validation.ts';

export default function ResetPassword() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);

  useEffect(() => {
    if (token) return;
    toast.error(t('No reset token provided'));
    navigate('/login', { replace: true });
  }, [token, navigate, t]);

  const onSubmit = form.onSubmit(
    async ({ password }) => {
      if (!token) return form.fail(msg('No reset token available'));
      const res = await resetPassword(token, password);
      setSignedIn(res.user ?? (await getUser()));
      toast.success(t('Password reset successfully! You are now logged in.'));
      navigate('/app');
    },
    {
      failure: failureMessage(
        msg('Password reset failed'),
        msg('Password reset failed. Please try again.'),
      ),
    },
  );

  if (!token)
    return (
      <DeadLinkCard
        title={t('Invalid Reset Link')}
        subtitle={t('This password reset link is missing its token.')}
      />
    );

  return (
    <AuthCard
      title={t('Reset Password')}
      icon="lock"
      subtitle={t('Choose a new password for your account.')}
    >
      <AuthForm form={form} onSubmit={onSubmit} submit={[t('Reset Password'), t('Resetting...')]}>
        <TextField
          label={t('New Password')}
          autoComplete="new-password"
          revealable
          {...form.field('password')}
          autoFocus
        />
        <TextField
          label={t('Confirm Password')}
          autoComplete="new-password"
          revealable
          {...form.field('confirmPassword')}
        />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}
