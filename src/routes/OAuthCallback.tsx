import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import {
  OAUTH_SUCCESS,
  oauthErrorMessage,
  parseCallbackParams,
  postTargets,
  type OAuthMessage,
} from '../api/oauth.ts';
import { saveTokens } from '../api/token-store.ts';
import * as layout from '../components/layout.css.ts';
import { Spinner } from '../components/Spinner.tsx';
import { initAuth } from '../state/auth.ts';
import { AuthCard } from './auth/AuthCard.tsx';

export const CLOSE_SUCCESS_MS = 500;
export const CLOSE_ERROR_MS = 2000;
export const REDIRECT_MS = 2000;

// Read once, then wipe the tokens from the address bar (and history) before anything else runs.
let captured: OAuthMessage | null = null;
function capture(): OAuthMessage {
  if (!captured) {
    captured = parseCallbackParams(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
  }
  return captured;
}

export default function OAuthCallback() {
  const [message] = useState(capture);
  const [done, setDone] = useState(false);
  const [isPopup] = useState(() => Boolean(window.opener && !(window.opener as Window).closed));
  const after = isPopup
    ? 'This window will close automatically.'
    : 'Taking you back to the home page...';
  const [, navigate] = useLocation();

  useEffect(() => {
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

  if (!done)
    return (
      <AuthCard title="Completing Authentication" subtitle="Please wait...">
        <div className={layout.center}>
          <Spinner label="Completing authentication" />
        </div>
      </AuthCard>
    );
  if (message.type === OAUTH_SUCCESS)
    return (
      <AuthCard title="Authentication Successful!" icon="check" tone="success" subtitle={after} />
    );
  return (
    <AuthCard title="Authentication Failed" icon="alert" tone="danger" subtitle={after}>
      <div className={layout.banner.error} role="alert">
        {oauthErrorMessage(message.error)}
      </div>
    </AuthCard>
  );
}
