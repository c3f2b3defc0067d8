import { Suspense, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Nav } from './components/Nav.tsx';
import { RequireAuth } from './components/RequireAuth.tsx';
import { RouteFocus, SkipLink } from './components/RouteFocus.tsx';
import { PageSpinner } from './components/Spinner.tsx';
import { UpdateNotice } from './components/UpdateNotice.tsx';
import Landing from './routes/Landing.tsx';
import * as R from './routes/lazy.ts';
import { PATHS } from '../core/paths.ts';
import { useRecordingLifecycle } from './state/recording/page-unload.ts';
import { endEveryMonitorSession } from './state/monitor-session/end-callbacks.ts';
import { localeTag, useT } from './i18n/index.ts';

/** docs/product.md#routes: whenever the path is neither / nor /app, every active tracking session ends. */
function EndSessionsOffMonitor() {
  const [path] = useLocation();
  useEffect(() => {
    if (path !== PATHS.landing && path !== PATHS.monitor) void endEveryMonitorSession();
  }, [path]);
  return null;
}

/** Signed in: the recorded session's end on page unload, and delivery of what an earlier page left. */
function SessionLifecycle() {
  useRecordingLifecycle();
  return null;
}

export function App() {
  // Keyed by path, so an error page clears when the user navigates away.
  const [path] = useLocation();
  // A change of language renders the app again: react-aria's own strings and formats follow the
  // app's language, not the browser's.
  const t = useT();
  return (
    <I18nProvider locale={localeTag()}>
      {/* Outer boundary: the last resort if the navigation itself fails. */}
      <ErrorBoundary>
        <EndSessionsOffMonitor />
        <SessionLifecycle />
        <SkipLink />
        <Nav />
        <RouteFocus />
        <ErrorBoundary key={path}>
          <Suspense fallback={<PageSpinner text={t('Loading...')} />}>
            <Switch>
              <Route path={PATHS.landing} component={Landing} />
              <Route path={PATHS.monitor} component={R.Monitor} />
              <Route path={PATHS.login} component={R.Login} />
              <Route path={PATHS.signup} component={R.Signup} />
              <Route path={PATHS.verifyPrompt} component={R.VerifyPrompt} />
              <Route path={PATHS.verifyEmail} component={R.VerifyEmail} />
              <Route path={PATHS.forgotPassword} component={R.ForgotPassword} />
              <Route path={PATHS.resetPassword} component={R.ResetPassword} />
              <Route path={PATHS.oauthCallback} component={R.OAuthCallback} />
              <Route path={PATHS.privacy} component={R.Privacy} />
              <Route path={PATHS.account}>
                <RequireAuth>
                  <R.Account />
                </RequireAuth>
              </Route>
              <Route path={PATHS.feedback}>
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
        <UpdateNotice />
      </ErrorBoundary>
    </I18nProvider>
  );
}
