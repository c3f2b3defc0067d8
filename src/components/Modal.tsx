import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import * as css from './Modal.css.ts';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Alert dialogs (confirmations) are not dismissed by clicking outside. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  /** Escape does nothing (a dialog whose only way out is its own buttons). */
  isKeyboardDismissDisabled?: boolean;
  children: React.ReactNode;
}

/** A centred modal dialog with a title; focus is trapped and Escape closes it (react-aria). */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  role = 'dialog',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && role === 'dialog'}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={css.overlay}
    >
      <AriaModal className={css.modal}>
        <Dialog role={role} className={css.dialog}>
          <Heading slot="title" className={css.heading}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export const modalActions = css.actions;
