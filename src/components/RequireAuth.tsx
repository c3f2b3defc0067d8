import { Redirect } from 'wouter';
import { useT } from '../i18n/index.ts';
import { useAuth } from '../state/auth.ts';
import { PageSpinner } from './Spinner.tsx';

/** docs/product.md#roles: /account and /feedback send anonymous visitors to /login; a spinner while auth loads. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner text={t('Loading...')} />;
  if (status === 'anonymous') return <Redirect to="/login" replace />;
  return <>{children}</>;
}
