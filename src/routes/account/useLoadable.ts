import { useEffect, useState } from 'react';
import { messageFor } from '../../api/errors.ts';

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T | null };

/**
 * One of the account page's per-user loads: 'loading' until `load(userId)` settles, then its data
 * ('ready'; null for none) or `failure` as the error message (messageFor; in English, translated
 * where it is shown). Another user: back to loading in the same render (React's 'adjust state when
 * a prop changes'). `onReady` runs once the data is shown, unless the page moved on meanwhile.
 * `load` and `onReady` are the effect's dependencies: pass module-level functions.
 */
export function useLoadable<T>(
  userId: string | undefined,
  load: (userId: string) => Promise<T>,
  failure: string,
  onReady?: (data: T) => void,
): Loadable<T> {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setValue({ state: 'loading' });
  }

  useEffect(() => {
    if (!userId) return;
    let live = true;
    load(userId)
      .then((data) => {
        if (!live) return;
        setValue({ state: 'ready', data: data ?? null });
        onReady?.(data);
      })
      .catch(
        (e: unknown) =>
          live && setValue({ state: 'error', message: messageFor(e, failure, failure) }),
      );
    return () => {
      live = false;
    };
  }, [userId, load, failure, onReady]);

  return value;
}
