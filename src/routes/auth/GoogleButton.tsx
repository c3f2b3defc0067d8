import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { signInWithGooglePopup } from '../../api/google-popup.ts';
import { getAuthProviders } from '../../api/providers.ts';
import { getUser } from '../../api/user.ts';
import { track } from '../../analytics/index.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { msg, useT } from '../../i18n/index.ts';
import { setSignedIn } from '../../state/auth.ts';
import { toast } from '../../state/toasts.ts';
import type { useForm } from './useForm.ts';

/** Whether the server has Google (OIDC) sign-in configured; false until it says so. */
function useGoogleConfigured(): boolean {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    let live = true;
    void getAuthProviders().then((p) => live && setGoogle(p.google));
    return () => {
      live = false;
    };
  }, []);
  return google;
}

/**
 * Google (OIDC) sign-in in a popup (docs/api.md#authentication), with the divider above the e-mail
 * form; nothing at all when the server has no provider configured. Disabled with a spinner while
 * busy, and while the form is. A failure goes to `form.fail` (the form's one error path: toast and
 * banner), in English: it is translated where shown.
 */
export function GoogleButton({
  mode,
  form,
}: {
  mode: 'login' | 'signup';
  form: Pick<ReturnType<typeof useForm>, 'fail' | 'busy'>;
}) {
  const t = useT();
  const configured = useGoogleConfigured();
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const onPress = async () => {
    setBusy(true);
    try {
      let user = await signInWithGooglePopup(mode);
      if (!user.user_id || !user.CreatedAt) user = await getUser().catch(() => user);
      setSignedIn(user);
      track({ name: 'sign_up', method: 'google' });
      toast.success(
        mode === 'signup'
          ? t('Successfully signed up with Google!')
          : t('Successfully signed in with Google!'),
      );
      navigate('/app');
    } catch (e) {
      const generic =
        mode === 'signup'
          ? msg('Google signup failed. Please try again.')
          : msg('Google login failed. Please try again.');
      const message = e instanceof Error && e.message ? e.message : generic;
      form.fail(message);
    } finally {
      setBusy(false);
    }
  };
  if (!configured) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="full"
        onPress={() => void onPress()}
        isPending={busy}
        isDisabled={form.busy}
      >
        {busy ? null : <GoogleMark />}
        {mode === 'signup' ? t('Sign up with Google') : t('Sign in with Google')}
      </Button>
      <div className={layout.divider}>{t('Or continue with email')}</div>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
