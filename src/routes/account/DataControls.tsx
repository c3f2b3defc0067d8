import { useState } from 'react';
import { useLocation } from 'wouter';
import { analyticsEnabled, setAnalyticsEnabled } from '../../analytics/index.ts';
import { deleteAccount, exportData } from '../../api/user.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { msg, useT } from '../../i18n/index.ts';
import { Switch } from '../../components/Switch.tsx';
import { setSignedOut } from '../../state/auth.ts';
import { toast } from '../../state/toasts.ts';
import * as css from './Account.css.ts';
import { ConfirmAccountDialog } from './ConfirmAccountDialog.tsx';

function download(data: unknown, filename: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The privacy notice's promises made real: analytics opt-in, export, deletion. */
export function DataControls() {
  const t = useT();
  const [, navigate] = useLocation();
  const [analytics, setAnalytics] = useState(analyticsEnabled);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // The dialogs show a refused confirmation themselves; anything else reaches their toast.
  const onExport = async (password: string) => {
    const data = await exportData(password);
    download(data, `posture-coach-export-${new Date().toISOString().slice(0, 10)}.json`);
    setExporting(false);
    toast.success(t('Your data has been exported'));
  };

  const onDelete = async (password: string) => {
    await deleteAccount(password);
    setConfirming(false);
    setSignedOut();
    toast.success(t('Your account has been deleted'));
    navigate('/');
  };

  return (
    <section
      className={`${layout.card} ${layout.stack.md} ${css.danger}`}
      aria-labelledby="data-title"
    >
      <h2 id="data-title" className={layout.sectionTitle}>
        {t('Your data')}
      </h2>
      <Switch
        isSelected={analytics}
        onChange={(on) => {
          setAnalyticsEnabled(on);
          setAnalytics(on);
        }}
      >
        {t(
          'Share anonymous usage analytics (sign-up, daily use, streak days; never video, images, audio or keystrokes)',
        )}
      </Switch>
      <div className={layout.row}>
        <Button variant="secondary" onPress={() => setExporting(true)}>
          {t('Export my data')}
        </Button>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t('Delete account')}
        </Button>
      </div>
      <ConfirmAccountDialog
        title={t('Export your data')}
        text={t('The file holds everything stored about you. Enter your password to confirm.')}
        action={t('Download my data')}
        busyAction={t('Exporting...')}
        fallback={msg('Failed to export your data')}
        isOpen={exporting}
        onOpenChange={setExporting}
        onConfirm={onExport}
      />
      <ConfirmAccountDialog
        title={t('Delete your account?')}
        text={`${t(
          'This permanently deletes your account, sessions, stats and streaks. It cannot be undone.',
        )} ${t('Enter your password to confirm.')}`}
        action={t('Delete my account')}
        busyAction={t('Deleting...')}
        danger
        fallback={msg('Failed to delete the account')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
      />
    </section>
  );
}
