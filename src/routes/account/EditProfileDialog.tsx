import { useState } from 'react';
import { messageFor } from '../../api/errors.ts';
import type { User } from '../../../core/api/types.ts';
import { updateUser } from '../../api/user.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { Modal, modalActions } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { msg, useT } from '../../i18n/index.ts';
import { setSignedIn } from '../../state/auth.ts';
import { toast } from '../../state/toasts.ts';

/** docs/product.md#account-page. No field validation; only the 'nothing changed' check. */
export function EditProfileDialog({
  user,
  isOpen,
  onOpenChange,
}: {
  user: User;
  isOpen: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useT();
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);

  // On opening, the fields reset to the current values.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFirst(user.first_name);
      setLast(user.last_name);
      setError(null);
    }
  }

  const save = async () => {
    if (first === user.first_name && last === user.last_name) {
      toast.info(t('No changes to save'));
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      setSignedIn(await updateUser(first, last));
      toast.success(t('Profile updated successfully'));
      onOpenChange(false);
    } catch (e) {
      // English (the server's message or a fallback), translated where it is shown.
      const message =
        messageFor(
          e,
          msg('User update failed'),
          msg('An unexpected error occurred during user update'),
        ) || msg('Failed to update profile');
      toast.error(t(message));
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('Edit Profile')} isOpen={isOpen} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <form
        className={layout.stack.md}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {error ? (
          <div className={layout.banner.error} role="alert">
            {t(error)}
          </div>
        ) : null}
        <TextField
          label={t('First Name')}
          value={first}
          onChange={setFirst}
          isDisabled={busy}
          autoFocus
        />
        <TextField label={t('Last Name')} value={last} onChange={setLast} isDisabled={busy} />
        <div className={modalActions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isPending={busy}>
            {busy ? t('Saving...') : t('Save Changes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
