import { useState } from 'react';
import { forgotPassword } from '../api/user.ts';
import * as layout from '../components/layout.css.ts';
import { msg, useT } from '../i18n/index.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { AuthForm, BackToLogin, EmailField } from './auth/AuthForm.tsx';
import { failureMessage, useForm } from './auth/useForm.ts';
import { validateForgot } from './auth/validation.ts';

export const RESET_SENT = msg(
  'If an account with that email exists, you will receive a password reset link.',
);

export default function ForgotPassword() {
  const t = useT();
  const form = useForm({ email: '' }, validateForgot);
  const [sent, setSent] = useState(false);
  const onSubmit = form.onSubmit(
    async ({ email }) => {
      await forgotPassword(email.trim());
      // Never reveals whether the account exists (docs/api.md#errors).
      toast.success(t(RESET_SENT));
      setSent(true);
    },
    {
      failure: failureMessage(
        msg('Failed to send reset email'),
        msg('Failed to send reset email. Please try again.'),
      ),
    },
  );

  return (
    <AuthCard
      title={t('Forgot Password?')}
      icon="key"
      subtitle={t("Enter your e-mail and we'll send you a link to reset your password.")}
    >
      {sent ? (
        <div className={layout.banner.success} role="status">
          {t(RESET_SENT)}
        </div>
      ) : null}
      <AuthForm form={form} onSubmit={onSubmit} submit={[t('Send Reset Link'), t('Sending...')]}>
        <EmailField {...form.field('email')} autoFocus />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}
