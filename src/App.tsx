import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Nav } from './components/Nav.tsx';
import { RequireAuth } from './components/RequireAuth.tsx';
import { PageSpinner } from './components/Spinner.tsx';
import Landing from './routes/Landing.tsx';
import * as R from './routes/lazy.ts';
import { useSessionLifecycle } from './state/session-lifecycle.ts';
import { endAllSessions } from './state/tracking-sessions.ts';

/** docs/product.md#routes: whenever the path is neither / nor /app, every active tracking session ends. */
function EndSessionsOffMonitor() {
  const [path] = useLocation();
  useEffect(() => {
    if (path !== '/' && path !== '/app') void endAllSessions();
  }, [path]);
  return null;
}

/** Signed in: the recorded session's end on page unload, and delivery of what an earlier page left. */
function SessionLifecycle() {
  useSessionLifecycle();
  return null;
}

export function App() {
  // Keyed by path, so an error page clears when the user navigates away.
  const [path] = useLocation();
  return (
    // Outer boundary: the last resort if the navigation itself fails.
    <ErrorBoundary>
      <EndSessionsOffMonitor />
      <SessionLifecycle />
      <Nav />
      <ErrorBoundary key={path}>
        <Suspense fallback={<PageSpinner text="Loading..." />}>
          <Switch>
            <Route path="/" component={Landing} />
            <Route path="/app" component={R.Monitor} />
            <Route path="/login" component={R.Login} />
            <Route path="/signup" component={R.Signup} />
            <Route path="/verify-prompt" component={R.VerifyPrompt} />
            <Route path="/verify-email" component={R.VerifyEmail} />
            <Route path="/forgot-password" component={R.ForgotPassword} />
            <Route path="/reset-password" component={R.ResetPassword} />
            <Route path="/auth/google/callback" component={R.OAuthCallback} />
            <Route path="/privacy" component={R.Privacy} />
            <Route path="/account">
              <RequireAuth>
                <R.Account />
              </RequireAuth>
            </Route>
            <Route path="/feedback">
              <RequireAuth>
                <R.Feedback />
              </RequireAuth>
            </Route>
            <Route component={R.NotFound} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
      <Suspense fallback={null}>
        <R.Toasts />
      </Suspense>
    </ErrorBoundary>
  );
}
