import { useLocation } from 'wouter';
import { logOut } from '../state/auth.ts';
import { MenuButton, MenuItem, MenuSeparator } from './Menu.tsx';
import * as css from './Nav.css.ts';

/** The signed-in user's menu, labelled with the first name (docs/product.md#navigation). */
export default function UserMenu({ name }: { name: string }) {
  const [, navigate] = useLocation();
  return (
    <MenuButton
      ariaLabel={`${name} account menu`}
      label={
        <>
          <span className={css.avatar} aria-hidden>
            {name.charAt(0).toUpperCase()}
          </span>
          {name} ▾
        </>
      }
    >
      <MenuItem id="account" onAction={() => navigate('/account')}>
        Account
      </MenuItem>
      <MenuItem
        id="stats"
        onAction={() => {
          navigate('/account#stats');
          // Already on /account: the page does not remount, so scroll here.
          requestAnimationFrame(() => document.getElementById('stats')?.scrollIntoView());
        }}
      >
        Stats
      </MenuItem>
      <MenuItem id="feedback" onAction={() => navigate('/feedback')}>
        Give Feedback
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" onAction={() => void logOut()}>
        Log out
      </MenuItem>
    </MenuButton>
  );
}
