import { DEFAULT_API_BASE } from './config.ts';
import {
  isTrustedOrigin,
  OAUTH_ERROR,
  OAUTH_SUCCESS,
  oauthErrorMessage,
  type OAuthMessage,
} from './oauth.ts';
import { NOT_STARTED_HERE, challengeOf, startBinding, takeBinding } from './oauth-binding.ts';
import { saveTokens } from './token-store.ts';
import type { User } from '../../core/api/types.ts';
import { googleStartUrl } from './user.ts';
import { msg } from '../i18n/index.ts';

export const POPUP_BLOCKED = msg('Failed to open popup window. Please allow popups for this site.');

/**
 * Opens the provider sign-in in a popup and waits for the callback page's postMessage (docs/api.md#authentication).
 * Messages from any other origin are ignored. Resolves with the user once the tokens are stored.
 */
export function signInWithGooglePopup(mode: 'login' | 'signup'): Promise<User> {
  const w = 500;
  const h = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - w) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - h) / 2);
  // Only an answer carrying this value is ours (src/api/oauth-binding.ts). The popup opens at
  // once (a popup blocker allows it only inside the click) and goes to the start when the
  // verifier's challenge is computed.
  const binding = startBinding();
  const popup = window.open('', 'google-oauth', `width=${w},height=${h},left=${left},top=${top}`);
  if (!popup) {
    takeBinding(binding);
    return Promise.reject(new Error(POPUP_BLOCKED));
  }
  void challengeOf(binding).then((challenge) => {
    popup.location.href = googleStartUrl(mode, challenge);
  });
  const generic =
    mode === 'signup'
      ? msg('Google signup failed. Please try again.')
      : msg('Google login failed. Please try again.');

  return new Promise<User>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      takeBinding(binding);
      fn();
    };
    const onMessage = (e: MessageEvent) => {
      if (!isTrustedOrigin(e.origin, window.location.origin, DEFAULT_API_BASE)) return;
      const data = e.data as Partial<OAuthMessage> | null;
      if (data?.type === OAUTH_SUCCESS && data.binding !== binding) {
        finish(() => reject(new Error(NOT_STARTED_HERE)));
      } else if (data?.type === OAUTH_SUCCESS && 'tokens' in data && data.tokens && data.user) {
        saveTokens(data.tokens);
        const user = data.user;
        finish(() => resolve(user));
      } else if (data?.type === OAUTH_ERROR) {
        const error = 'error' in data ? data.error : undefined;
        finish(() => reject(new Error(oauthErrorMessage(error))));
      }
    };
    // The user may close the popup without finishing.
    const closedPoll = setInterval(() => {
      if (popup.closed) finish(() => reject(new Error(generic)));
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
