import { Link } from 'wouter';
import * as css from './Button.css.ts';

interface LinkButtonProps {
  href: string;
  variant?: keyof typeof css.button;
  size?: keyof typeof css.size;
  children: React.ReactNode;
}

/** A router link that looks like a Button. Free of react-aria so the landing chunk stays small. */
export function LinkButton({ href, variant = 'primary', size = 'md', children }: LinkButtonProps) {
  return (
    <Link href={href} className={`${css.button[variant]} ${css.size[size]}`}>
      {children}
    </Link>
  );
}
