import type { ReactNode } from 'react';
import * as layout from '../../components/layout.css.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/index.ts';
import type { Loadable } from './useLoadable.ts';

/** An account section still loading: a spinner and a line of text (role status). */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className={layout.row} role="status">
      <Spinner /> {children}
    </p>
  );
}

/** An account section that failed to load (role alert). */
export function FailedBanner({ children }: { children: ReactNode }) {
  return (
    <div className={layout.banner.error} role="alert">
      {children}
    </div>
  );
}

/**
 * A Loadable as each account section shows it (docs/product.md#account-page): the loading line,
 * the failure (given the translated reason), the empty note for no data, or the data itself.
 */
export function Loaded<T>({
  value,
  loading,
  failed,
  empty,
  isEmpty = () => false,
  children,
}: {
  value: Loadable<T>;
  loading: string;
  failed: (message: string) => string;
  empty: string;
  isEmpty?: (d: T) => boolean;
  children: (d: T) => ReactNode;
}) {
  const t = useT();
  if (value.state === 'loading') return <LoadingLine>{loading}</LoadingLine>;
  if (value.state === 'error') return <FailedBanner>{failed(t(value.message))}</FailedBanner>;
  if (!value.data || isEmpty(value.data)) return <p className={layout.muted}>{empty}</p>;
  return children(value.data);
}
