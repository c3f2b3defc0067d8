import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps,
} from 'react-aria-components';
import { Button, type ButtonProps } from './Button.tsx';
import * as css from './Menu.css.ts';

interface MenuButtonProps {
  label: React.ReactNode;
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  children: React.ReactNode;
}

/** A button that opens a keyboard-navigable menu (arrow keys, type-ahead, Escape). */
export function MenuButton({ label, ariaLabel, variant = 'ghost', children }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} aria-label={ariaLabel}>
        {label}
      </Button>
      <Popover placement="bottom end" offset={6} className={css.popover}>
        <AriaMenu className={css.menu}>{children}</AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem(props: Omit<MenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={css.item} />;
}

export function MenuSeparator() {
  return <Separator className={css.separator} />;
}
