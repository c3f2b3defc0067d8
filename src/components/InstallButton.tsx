import { useT } from '../i18n/index.ts';
import { promptInstall, useInstall } from '../browser/install-prompt.ts';
import * as css from './Button.css.ts';

/**
 * 'Install app' (docs/product.md#installable-app) in the nav, only while the browser offers
 * installation. A plain button (like LinkButton) so the landing chunk stays free of react-aria; the
 * toasts load on the click.
 */
export function InstallButton() {
  const t = useT();
  const { available } = useInstall();
  if (!available) return null;
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'dismissed') return;
    const { toast } = await import('../state/toasts.ts');
    if (outcome === 'accepted')
      toast.success(t('Posture Coach is installed. Open it from your apps.'));
    else
      toast.error(t("The browser didn't open its install prompt. Install from its menu instead."));
  };
  return (
    <button type="button" className={css.button.secondary} onClick={() => void install()}>
      {t('Install app')}
    </button>
  );
}
