import { useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
import { logOut } from '../state/auth.ts';
import { MenuButton, MenuItem, MenuSeparator } from './Menu.tsx';
import * as css from './Nav.css.ts';

/**
 * The signed-in user's menu, labelled with the first name (docs/product.md#navigation). Its
 * accessible name starts with the visible name (WCAG 2.5.3); the avatar and ▾ are decoration.
 */
export default function UserMenu({ name }: { name: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <MenuButton
      ariaLabel={t('{name} account menu', { name })}
      label={
        <>
          {/* The initial and ▾ are CSS content, so the visible text is just the name. */}
          <span className={css.avatar} data-initial={name.charAt(0).toUpperCase()} aria-hidden />
          {name}
          <span className={css.caret} aria-hidden />
        </>
      }
    >
      <MenuItem id="account" onAction={() => navigate('/account')}>
        {t('Account')}
      </MenuItem>
      <MenuItem
        id="stats"
        onAction={() => {
          navigate('/account#stats');
          // Already on /account: the page does not remount, so scroll here.
          requestAnimationFrame(() => document.getElementById('stats')?.scrollIntoView());
        }}
      >
        {t('Stats')}
      </MenuItem>
      <MenuItem id="feedback" onAction={() => navigate('/feedback')}>
        {t('Give Feedback')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" onAction={() => void logOut()}>
        {t('Log out')}
      </MenuItem>
    </MenuButton>
  );
}
