import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
import { firstName, useAuth } from '../state/auth.ts';
import { InstallButton } from './InstallButton.tsx';
import { LinkButton } from './LinkButton.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import * as css from './Nav.css.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

// The menu pulls in react-aria's menu and popover; only signed-in users need it, so it loads lazily.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

export function Nav() {
  const t = useT();
  const { status, user } = useAuth();
  const [path] = useLocation();
  const current = (href: string) => (path === href ? 'page' : undefined);
  return (
    <header className={css.bar}>
      <nav className={css.inner} aria-label={t('Main')}>
        <Link href="/" className={css.brand}>
          <span className={css.logo} aria-hidden>
            ◆
          </span>
          {t('Posture Coach')}
        </Link>
        <div className={css.links}>
          <ThemeSwitch />
          <LanguagePicker />
          <InstallButton />
          <Link href="/app" className={css.link} aria-current={current('/app')}>
            {t('Open App')}
          </Link>
          {status === 'authenticated' && user ? (
            <Suspense fallback={<span className={css.link}>{firstName(user)}</span>}>
              <UserMenu name={firstName(user)} />
            </Suspense>
          ) : status === 'anonymous' ? (
            <>
              <Link href="/login" className={css.link} aria-current={current('/login')}>
                {t('Login')}
              </Link>
              <LinkButton href="/signup">{t('Sign Up')}</LinkButton>
            </>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
