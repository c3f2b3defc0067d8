import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messageFor } from '../api/errors.ts';
import type { AuthResponse } from '../../core/api/types.ts';
import { getUser, verifyEmail } from '../api/user.ts';
import * as layout from '../components/layout.css.ts';
import { Spinner } from '../components/Spinner.tsx';
import { msg, useT } from '../i18n/index.ts';
import { setSignedIn } from '../state/auth.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { DeadLinkCard } from './auth/DeadLinkCard.tsx';
import { shownMessage } from './auth/server-message.ts';

export const VERIFY_REDIRECT_MS = 2000;

// Verification tokens are single use: one request per token, even when React runs effects twice.
const inFlight = new Map<string, Promise<AuthResponse>>();

/** `message` is English (the server's or ours), translated where shown. */
type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

export default function VerifyEmail() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'error', message: msg('No verification token provided') },
  );

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!inFlight.has(token)) inFlight.set(token, verifyEmail(token));
    inFlight
      .get(token)!
      .then(async (res) => {
        const user = res.user ?? (await getUser());
        if (cancelled) return;
        setSignedIn(user);
        setState({ kind: 'success' });
        timer = setTimeout(() => navigate('/app'), VERIFY_REDIRECT_MS);
      })
      .catch((e: unknown) => {
        if (!cancelled)
          setState({
            kind: 'error',
            message: messageFor(
              e,
              msg('Email verification failed'),
              msg('An unexpected error occurred during email verification'),
            ),
          });
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, navigate]);

  if (state.kind === 'loading')
    return (
      <AuthCard
        title={t('Verifying Email')}
        subtitle={t('One moment while we confirm your e-mail address.')}
      >
        <div className={layout.center}>
          <Spinner label={t('Verifying')} />
        </div>
      </AuthCard>
    );
  if (state.kind === 'success')
    return (
      <AuthCard
        title={t('Email Verified!')}
        icon="check"
        tone="success"
        subtitle={t('Your e-mail is verified and you are logged in. Redirecting you to the app...')}
      />
    );
  return (
    <DeadLinkCard title={t('Verification Failed')}>
      <div className={layout.banner.error} role="alert">
        {shownMessage(state.message)}
      </div>
      <p className={`${layout.small} ${layout.center}`}>
        {t(
          'The link may have expired or already been used. Check your e-mail for a newer link, or request a new one after signing in.',
        )}
      </p>
    </DeadLinkCard>
  );
}
