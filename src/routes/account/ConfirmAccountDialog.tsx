import { useState } from 'react';
import { ApiError, messageFor } from '../../api/errors.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { Modal, modalActions } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../i18n/index.ts';
import { useAuth } from '../../state/auth.ts';
import { toast } from '../../state/toasts.ts';

/** The server's refusals that are about the confirmation itself (docs/api.md#server-rules). */
const CONFIRM_CODES = new Set([
  'password_required',
  'password_incorrect',
  'recent_sign_in_required',
]);

/**
 * Deleting or exporting the account asks for its password (docs/api.md#server-rules). Enter
 * submits, Escape cancels; a refused confirmation shows under the field, which keeps the focus.
 */
export function ConfirmAccountDialog({
  title,
  text,
  action,
  busyAction,
  danger,
  fallback,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  text: string;
  action: string;
  busyAction: string;
  danger?: boolean;
  /** English; shown (translated) when a failure has no message of its own. */
  fallback: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when done (the caller closes the dialog or leaves the page). */
  onConfirm: (password: string) => Promise<void>;
}) {
  const t = useT();
  const { user } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts empty.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setPassword('');
      setError(null);
    }
  }

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (e) {
      if (e instanceof ApiError && e.code && CONFIRM_CODES.has(e.code))
        setError(e.serverMessage ?? fallback);
      else toast.error(t(messageFor(e, fallback, fallback)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      role={danger ? 'alertdialog' : 'dialog'}
      isOpen={isOpen}
      onOpenChange={(o) => !busy && onOpenChange(o)}
    >
      <form
        className={layout.stack.md}
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <p className={layout.muted}>{text}</p>
        <TextField
          label={t('Password')}
          autoComplete="current-password"
          revealable
          autoFocus
          value={password}
          onChange={(v) => {
            // A refusal is about what was sent; typing again clears it (and lets Enter submit:
            // react-aria keeps a form with an invalid field from submitting).
            setPassword(v);
            setError(null);
          }}
          isDisabled={busy}
          errorMessage={error ? t(error) : null}
          description={
            user?.oauth_provider
              ? t(
                  'No password because you sign in with Google? Leave this empty: it works within 5 minutes of signing in.',
                )
              : undefined
          }
        />
        <div className={modalActions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} isPending={busy}>
            {busy ? busyAction : action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
