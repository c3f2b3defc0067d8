import { useState } from 'react';
import { useLocation } from 'wouter';
import { analyticsEnabled, setAnalyticsEnabled } from '../../analytics/index.ts';
import { messageFor } from '../../api/errors.ts';
import { deleteAccount, exportData } from '../../api/user.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { Modal, modalActions } from '../../components/Modal.tsx';
import { msg, useT } from '../../i18n/index.ts';
import { Switch } from '../../components/Switch.tsx';
import { setSignedOut } from '../../state/auth.ts';
import { toast } from '../../state/toasts.ts';
import * as css from './Account.css.ts';

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
  const [deleting, setDeleting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      download(
        await exportData(),
        `posture-coach-export-${new Date().toISOString().slice(0, 10)}.json`,
      );
      toast.success(t('Your data has been exported'));
    } catch (e) {
      const fail = msg('Failed to export your data');
      toast.error(t(messageFor(e, fail, fail)));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      setConfirming(false);
      setSignedOut();
      toast.success(t('Your account has been deleted'));
      navigate('/');
    } catch (e) {
      const fail = msg('Failed to delete the account');
      toast.error(t(messageFor(e, fail, fail)));
      setDeleting(false);
    }
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
        <Button variant="secondary" onPress={() => void onExport()} isPending={exporting}>
          {t('Export my data')}
        </Button>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t('Delete account')}
        </Button>
      </div>
      <Modal
        title={t('Delete your account?')}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={(o) => !deleting && setConfirming(o)}
      >
        <p className={layout.muted}>
          {t(
            'This permanently deletes your account, sessions, stats and streaks. It cannot be undone.',
          )}
        </p>
        <div className={modalActions}>
          <Button
            variant="secondary"
            onPress={() => setConfirming(false)}
            isDisabled={deleting}
            autoFocus
          >
            {t('Cancel')}
          </Button>
          <Button variant="danger" onPress={() => void onDelete()} isPending={deleting}>
            {deleting ? t('Deleting...') : t('Delete my account')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
