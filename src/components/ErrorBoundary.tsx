import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as layout from './layout.css.ts';

interface State {
  error: Error | null;
}

/** Spec §8: an unexpected error anywhere under the router shows the default error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[app] unexpected application error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className={layout.prose} role="alert">
        <h1 className={layout.title}>Unexpected Application Error!</h1>
        <p className={layout.muted}>{error.message}</p>
        <p>
          <a href="/">Go Home</a>
        </p>
      </main>
    );
  }
}
