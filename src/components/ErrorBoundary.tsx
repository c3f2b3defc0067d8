import { Component, type ErrorInfo, type ReactNode } from 'react';
import { tabStorage } from '../browser/storage.ts';
import { useT } from '../i18n/index.ts';
import * as layout from './layout.css.ts';

interface State {
  error: Error | null;
}

const RELOADED_KEY = 'posture-coach.chunk-reload';

/** After a deploy, old lazy chunks are gone: one reload fetches the new index.html and its chunks. */
function reloadOnceForStaleChunk(error: Error): boolean {
  if (
    !/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
    return false;
  // The guard must survive the reload (tab storage); where it cannot be kept, never reload.
  if (tabStorage.readText(RELOADED_KEY) || !tabStorage.writeText(RELOADED_KEY, '1')) return false;
  window.location.reload();
  return true;
}

/** docs/api.md#errors: an unexpected error under the router shows the default error page (the nav stays). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof Error && reloadOnceForStaleChunk(error)) return;
    console.error('[app] unexpected application error', error, info.componentStack);
  }

  override componentDidMount() {
    // A successful start clears the guard so a later deploy can reload again.
    window.setTimeout(() => tabStorage.removeKey(RELOADED_KEY), 10_000);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage message={error.message} />;
  }
}

/** The default error page; the error's own message stays as the code wrote it. */
function ErrorPage({ message }: { message: string }) {
  const t = useT();
  return (
    <main id="main" className={layout.prose} role="alert">
      <h1 className={layout.title}>{t('Unexpected Application Error!')}</h1>
      <p className={layout.muted}>{message}</p>
      <p>
        <a href="/">{t('Go Home')}</a>
      </p>
    </main>
  );
}
