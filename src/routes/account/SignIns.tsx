import { useEffect, useRef, useState } from 'react';
import { messageFor } from '../../api/errors.ts';
import { type SignIn, endOtherSignIns, endSignIn, listSignIns } from '../../api/sign-ins.ts';
import { Button } from '../../components/Button.tsx';
import * as layout from '../../components/layout.css.ts';
import { formatDate, msg, t, useT } from '../../i18n/index.ts';
import { toast } from '../../state/toasts.ts';
import * as css from './SignIns.css.ts';
import { deviceLabel } from './device.ts';
import { parseServerDate } from './format.ts';
import { FailedBanner, LoadingLine } from './Loaded.tsx';
import type { Loadable } from './useLoadable.ts';

// Called while rendering, so the text is in the current language.
function lastUsed(iso: string): string {
  const d = parseServerDate(iso);
  if (!d) return t('Last used: unknown');
  return t('Last used {when}', {
    when: formatDate(d, { dateStyle: 'medium', timeStyle: 'short' }),
  });
}

/** docs/api.md#sign-ins: where this account is signed in, and signing any other device out. */
export function SignIns() {
  const t = useT();
  const [list, setList] = useState<Loadable<SignIn[]>>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Bumped after ending a sign-in: the effect loads the list again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const fallback = msg('Failed to load your sign-ins');
    listSignIns()
      .then((data) => live && setList({ state: 'ready', data }))
      .catch(
        (e: unknown) =>
          live && setList({ state: 'error', message: messageFor(e, fallback, fallback) }),
      );
    return () => {
      live = false;
    };
  }, [version]);

  // `done` is shown as given; `fail` is English (msg()), translated with the server's message.
  const end = async (key: string, action: () => Promise<unknown>, done: string, fail: string) => {
    setBusy(key);
    try {
      await action();
      toast.success(done);
      setVersion((v) => v + 1);
      // The pressed button is gone: focus goes back to the section, not to the page's top.
      heading.current?.focus();
    } catch (e) {
      toast.error(t(messageFor(e, fail, fail)));
    } finally {
      setBusy(null);
    }
  };

  const rows = list.state === 'ready' ? (list.data ?? []) : [];
  const others = rows.filter((r) => !r.current).length;
  return (
    <section className={`${layout.card} ${layout.stack.md}`} aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title" ref={heading} tabIndex={-1} className={layout.sectionTitle}>
        {t('Where you are signed in')}
      </h2>
      {list.state === 'loading' ? (
        <LoadingLine>{t('Loading your sign-ins...')}</LoadingLine>
      ) : list.state === 'error' ? (
        <FailedBanner>{t(list.message)}</FailedBanner>
      ) : (
        <ul className={css.list}>
          {rows.map((r) => (
            <li key={r.id} className={css.item}>
              <div className={css.text}>
                <span className={css.browser}>
                  {deviceLabel(r)}
                  {r.current ? <span className={css.badge}>{t('This device')}</span> : null}
                </span>
                <span className={layout.small}>{lastUsed(r.last_used_at)}</span>
              </div>
              {r.current ? null : (
                <Button
                  variant="ghost"
                  aria-label={t('Sign out {browser}, {lastUsed}', {
                    browser: deviceLabel(r),
                    lastUsed: lastUsed(r.last_used_at).toLowerCase(),
                  })}
                  isPending={busy === r.id}
                  isDisabled={busy !== null && busy !== r.id}
                  onPress={() =>
                    void end(
                      r.id,
                      () => endSignIn(r.id),
                      t('Signed out {browser}', { browser: deviceLabel(r) }),
                      msg('Failed to sign that device out'),
                    )
                  }
                >
                  {t('Sign out')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.state === 'ready' ? (
        <div className={layout.row}>
          <Button
            variant="secondary"
            isDisabled={others === 0 || (busy !== null && busy !== 'others')}
            isPending={busy === 'others'}
            onPress={() =>
              void end(
                'others',
                endOtherSignIns,
                t('Signed out everywhere else'),
                msg('Failed to sign the other devices out'),
              )
            }
          >
            {t('Sign out all other devices')}
          </Button>
          {others === 0 ? (
            <span className={layout.small}>{t('No other devices are signed in.')}</span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
