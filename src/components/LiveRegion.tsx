import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';

/**
 * A polite live region, not shown: screen readers say its text when it changes (the route
 * announcer, the posture announcer). `atomic` has them say the whole text, not just what changed.
 */
export function LiveRegion({
  children,
  atomic,
  testId,
}: {
  children: ReactNode;
  atomic?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={visuallyHidden}
      role="status"
      aria-live="polite"
      aria-atomic={atomic || undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
