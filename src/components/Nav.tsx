import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { firstName, useAuth } from '../state/auth.ts';
import { InstallButton } from './InstallButton.tsx';
import { LinkButton } from './LinkButton.tsx';
import * as css from './Nav.css.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

// The menu pulls in react-aria's menu and popover; only signed-in users need it, so it loads lazily.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

export function Nav() {
  const { status, user } = useAuth();
  const [path] = useLocation();
  const current = (href: string) => (path === href ? 'page' : undefined);
  return (
    <header className={css.bar}>
      <nav className={css.inner} aria-label="Main">
        <Link href="/" className={css.brand}>
          <span className={css.logo} aria-hidden>
            ◆
          </span>
          Posture Coach
        </Link>
        <div className={css.links}>
          <ThemeSwitch />
          <InstallButton />
          <Link href="/app" className={css.link} aria-current={current('/app')}>
            Open App
          </Link>
          {status === 'authenticated' && user ? (
            <Suspense fallback={<span className={css.link}>{firstName(user)}</span>}>
              <UserMenu name={firstName(user)} />
            </Suspense>
          ) : status === 'anonymous' ? (
            <>
              <Link href="/login" className={css.link} aria-current={current('/login')}>
                Login
              </Link>
              <LinkButton href="/signup">Sign Up</LinkButton>
            </>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
