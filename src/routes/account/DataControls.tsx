import { useState } from 'react';
import { useLocation } from 'wouter';
import { analyticsEnabled, setAnalyticsEnabled } from '../../analytics/index.ts';
import { messageFor } from '../../api/errors.ts';
import { deleteAccount, exportData } from '../../api/user.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { Modal, modalActions } from '../../components/Modal.tsx';
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
      toast.success('Your data has been exported');
    } catch (e) {
      toast.error(messageFor(e, 'Failed to export your data', 'Failed to export your data'));
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
      toast.success('Your account has been deleted');
      navigate('/');
    } catch (e) {
      toast.error(messageFor(e, 'Failed to delete the account', 'Failed to delete the account'));
      setDeleting(false);
    }
  };

  return (
    <section
      className={`${layout.card} ${layout.stack.md} ${css.danger}`}
      aria-labelledby="data-title"
    >
      <h2 id="data-title" className={layout.sectionTitle}>
        Your data
      </h2>
      <Switch
        isSelected={analytics}
        onChange={(on) => {
          setAnalyticsEnabled(on);
          setAnalytics(on);
        }}
      >
        Share anonymous usage analytics (sign-up, daily use, streak days; never video, images, audio
        or keystrokes)
      </Switch>
      <div className={layout.row}>
        <Button variant="secondary" onPress={() => void onExport()} isPending={exporting}>
          Export my data
        </Button>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          Delete account
        </Button>
      </div>
      <Modal
        title="Delete your account?"
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={(o) => !deleting && setConfirming(o)}
      >
        <p className={layout.muted}>
          This permanently deletes your account, sessions, stats and streaks. It cannot be undone.
        </p>
        <div className={modalActions}>
          <Button
            variant="secondary"
            onPress={() => setConfirming(false)}
            isDisabled={deleting}
            autoFocus
          >
            Cancel
          </Button>
          <Button variant="danger" onPress={() => void onDelete()} isPending={deleting}>
            {deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
