import type { HTMLAttributes } from 'react';
import * as css from './Account.css.ts';

/** A chart's or the calendar's key: one swatch (its class) and label per entry. */
export function Legend({
  entries,
  ...rest
}: { entries: [swatch: string, label: string][] } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={css.legend} {...rest}>
      {entries.map(([swatch, label]) => (
        <span key={label}>
          <span className={`${css.swatch} ${swatch}`} /> {label}
        </span>
      ))}
    </div>
  );
}
