import type { ComponentProps, ReactNode } from 'react';
import * as layout from '../../components/layout.css.ts';
import * as c from './Charts.css.ts';
import { Loaded } from './Loaded.tsx';

/**
 * A chart card of 'Posture over time': its title (and an optional line under it), then the chart
 * once the data is there, or the section's loading, failed or empty state (as the other account
 * sections).
 */
export function ChartCard<T>({
  title,
  description,
  children,
  ...states
}: Omit<ComponentProps<typeof Loaded<T>>, 'children'> & {
  title: string;
  description?: string;
  children: (d: T) => ReactNode;
}) {
  return (
    <figure className={`${layout.card} ${layout.stack.md} ${c.figure}`}>
      <figcaption className={layout.stack.sm}>
        <h3 className={layout.sectionTitle}>{title}</h3>
        {description && <p className={layout.small}>{description}</p>}
      </figcaption>
      <Loaded {...states}>{children}</Loaded>
    </figure>
  );
}
