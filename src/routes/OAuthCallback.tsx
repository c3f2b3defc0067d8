import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { NOT_STARTED_HERE, pendingBinding, takeBinding } from '../api/oauth-binding.ts';
import {
  OAUTH_CODE,
  OAUTH_ERROR,
  OAUTH_SUCCESS,
  oauthErrorMessage,
  parseCallbackParams,
  postTargets,
  successMessage,
  type OAuthMessage,
} from '../api/oauth.ts';
import { exchangeOAuthCode } from '../api/user.ts';
import { saveTokens } from '../api/token-store.ts';
import * as layout from '../components/layout.css.ts';
import { Spinner } from '../components/Spinner.tsx';
import { useT } from '../i18n/index.ts';
import { initAuth } from '../state/auth.ts';
import { AuthCard } from './auth/AuthCard.tsx';
import { shownMessage } from './auth/server-message.ts';

export const CLOSE_SUCCESS_MS = 500;
export const CLOSE_ERROR_MS = 2000;
export const REDIRECT_MS = 2000;

// Read once, then wipe the one-time code from the address bar (and history) before anything else
// runs, and redeem it once (docs/api.md#authentication) with the verifier of the sign-in this
// browser has pending (src/api/oauth-binding.ts): a link crafted from someone else's sign-in
// carries a code made for another verifier and signs nobody in. In a popup the opener checks the
// binding again (src/api/google-popup.ts) and uses it up; in a tab of its own the page does.
let redeemed: Promise<OAuthMessage> | null = null;
function redeem(popup: boolean): Promise<OAuthMessage> {
  if (!redeemed) {
    const params = parseCallbackParams(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
    redeemed = exchange(params, popup);
  }
  return redeemed;
}

async function exchange(
  params: ReturnType<typeof parseCallbackParams>,
  popup: boolean,
): Promise<OAuthMessage> {
  if (params.type !== OAUTH_CODE) return params;
  const binding = pendingBinding();
  if (!binding) return { type: OAUTH_ERROR, error: NOT_STARTED_HERE };
  if (!popup) takeBinding(binding);
  try {
    return successMessage(await exchangeOAuthCode(params.code, binding), binding);
  } catch (err) {
    return { type: OAUTH_ERROR, error: (err as Error).message };
  }
}

const isPopupWindow = () => Boolean(window.opener && !(window.opener as Window).closed);

export default function OAuthCallback() {
  const t = useT();
  const [isPopup] = useState(isPopupWindow);
  const [message, setMessage] = useState<OAuthMessage | null>(null);
  const [done, setDone] = useState(false);
  const after = isPopup
    ? t('This window will close automatically.')
    : t('Taking you back to the home page...');
  const [, navigate] = useLocation();

  useEffect(() => {
    let live = true;
    void redeem(isPopup).then((m) => live && setMessage(m));
    return () => {
      live = false;
    };
  }, [isPopup]);

  useEffect(() => {
    if (!message) return;
    const opener = window.opener as Window | null;
    let timer: ReturnType<typeof setTimeout>;
    if (opener && !opener.closed) {
      for (const origin of postTargets(window.location.origin)) {
        try {
          opener.postMessage(message, origin);
        } catch {
          // A target that is not the opener's origin is simply not delivered.
        }
      }
      timer = setTimeout(
        () => window.close(),
        message.type === OAUTH_SUCCESS ? CLOSE_SUCCESS_MS : CLOSE_ERROR_MS,
      );
    } else {
      // Not a popup: keep the sign-in in this tab and go home.
      if (message.type === OAUTH_SUCCESS) {
        saveTokens(message.tokens);
        void initAuth();
      }
      timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    }
    // 'Completing Authentication' paints first; the outcome shows once the message is on its way.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- records that the effect above ran
    setDone(true);
    return () => clearTimeout(timer);
  }, [message, navigate]);

  if (!done || !message)
    return (
      <AuthCard title={t('Completing Authentication')} subtitle={t('Please wait...')}>
        <div className={layout.center}>
          <Spinner label={t('Completing authentication')} />
        </div>
      </AuthCard>
    );
  if (message.type === OAUTH_SUCCESS)
    return (
      <AuthCard
        title={t('Authentication Successful!')}
        icon="check"
        tone="success"
        subtitle={after}
      />
    );
  return (
    <AuthCard title={t('Authentication Failed')} icon="alert" tone="danger" subtitle={after}>
      <div className={layout.banner.error} role="alert">
        {shownMessage(oauthErrorMessage(message.error))}
      </div>
    </AuthCard>
  );
}
