import { memo } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { Modal, modalActions } from '../Modal.tsx';
import * as m from './monitoring.css.ts';

export interface CameraPermissionDialogProps {
  isOpen: boolean;
  /** Retries opening the camera. */
  onGrant: () => void;
  onClose: () => void;
  retrying?: boolean;
}

/** docs/product.md#monitoring-screen, docs/api.md#errors: shown when the camera fails or is denied; 'Grant Permission' retries. */
export const CameraPermissionDialog = memo(function CameraPermissionDialog({
  isOpen,
  onGrant,
  onClose,
  retrying,
}: CameraPermissionDialogProps) {
  const t = useT();
  return (
    <Modal
      title={t('Camera Permission Required')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <p className={m.muted}>{t('Please allow camera access to enable posture monitoring.')}</p>
      <p className={m.muted}>
        {t(
          'If your browser stopped asking, allow the camera from the icon in the address bar, then try again. Video stays on this device.',
        )}
      </p>
      <div className={modalActions}>
        <Button variant="ghost" onPress={onClose}>
          {t('Not now')}
        </Button>
        <Button onPress={onGrant} isPending={retrying} autoFocus>
          {t('Grant Permission')}
        </Button>
      </div>
    </Modal>
  );
});
