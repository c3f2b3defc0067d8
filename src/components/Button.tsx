import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as css from './Button.css.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: keyof typeof css.button;
  size?: keyof typeof css.size;
  className?: string;
  children?: React.ReactNode;
}

/** react-aria Button: press, hover and focus states arrive as data attributes (see Button.css.ts). */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={[css.button[variant], css.size[size], className].filter(Boolean).join(' ')}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </AriaButton>
  );
}
