import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { toastQueue, type ToastContent as Content } from '../state/toasts.ts';
import { Spinner } from './Spinner.tsx';
import * as css from './Toasts.css.ts';

/**
 * The app's toast region (top-center). react-aria announces each toast politely and lets
 * F6 move focus into the region; timers pause while it is hovered or focused.
 */
export default function Toasts() {
  const t = useT();
  return (
    <ToastRegion<Content> queue={toastQueue} className={css.region} aria-label={t('Notifications')}>
      {({ toast }) => (
        <Toast
          toast={toast}
          className={css.toast[toast.content.tone]}
          data-tone={toast.content.tone}
        >
          {toast.content.tone === 'loading' ? <Spinner /> : null}
          {/* Polite: a toast should not interrupt what the screen reader is saying (react-aria defaults to role=alert). */}
          <ToastContent className={css.content} role="status" aria-live="polite">
            <Text slot="title">{t(toast.content.message)}</Text>
          </ToastContent>
          <Button slot="close" className={css.close} aria-label={t('Dismiss')}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
