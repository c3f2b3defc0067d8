import type { ReactNode } from 'react';
import * as layout from './layout.css.ts';

/** A page to read (feedback, privacy notice): its title over a lead line, then the content. */
export function ProsePage({
  title,
  lead,
  leadClass,
  children,
}: {
  title: string;
  lead: string;
  /** the lead line's style (layout.css.ts) */
  leadClass: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className={layout.prose}>
      <div className={layout.stack.sm}>
        <h1 className={layout.title}>{title}</h1>
        <p className={leadClass}>{lead}</p>
      </div>
      {children}
    </main>
  );
}
