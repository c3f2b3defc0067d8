import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { messageFor } from '../api/errors.ts';
import { resendVerification } from '../api/user.ts';
import { Button } from '../components/Button.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';
import { toast } from '../state/toasts.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { shownMessage } from './auth/server-message.ts';
import * as css from './VerifyPrompt.css.ts';

export const SUPPORT_EMAIL = 'support@posturecoach.app';

export default function VerifyPrompt() {
  const t = useT();
  const state = useHistoryState<{ email?: string; firstName?: string } | null>();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (!state?.email) return <Redirect to="/signup" replace />;
  const email = state.email;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification(email);
      toast.success(t('Verification email sent! Please check your inbox.'));
    } catch (e) {
      const base = messageFor(
        e,
        'Failed to resend verification email',
        'Failed to resend verification email',
      );
      toast.error(
        base === 'Failed to resend verification email'
          ? t('Failed to resend verification email. Please try again.')
          : shownMessage(base),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('Check Your Email')} icon="mail">
      <div className={`${layout.stack.sm} ${layout.center}`}>
        <p className={layout.muted}>
          {state.firstName
            ? t("Hi {name}! We've sent a verification link to:", { name: state.firstName })
            : t("Hi there! We've sent a verification link to:")}
        </p>
        <p className={css.email}>{email}</p>
        <p className={layout.small}>
          {t('Click the link in the e-mail to verify your account and start tracking.')}
        </p>
      </div>
      <div className={layout.stack.sm}>
        <Button size="full" onPress={() => void resend()} isPending={busy}>
          {busy ? t('Sending...') : t('Resend Verification Email')}
        </Button>
        <Button size="full" variant="secondary" onPress={() => navigate('/login')}>
          {t('Back to Login')}
        </Button>
      </div>
      <details className={css.faq}>
        <summary className={css.faqQ}>{t("Didn't receive the email?")}</summary>
        <ul className={css.faqList}>
          <li>{t('Check your spam or junk folder.')}</li>
          <li>{t('Request another e-mail with the button above.')}</li>
          <li>
            {t(
              'If you requested several, try the links in all of them, starting with the most recent.',
            )}
          </li>
          <li>
            {t('Still nothing? Contact support at')}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </li>
        </ul>
      </details>
    </AuthCard>
  );
}
