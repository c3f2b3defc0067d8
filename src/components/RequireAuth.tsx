import { Redirect } from 'wouter';
import { useAuth } from '../state/auth.ts';
import { PageSpinner } from './Spinner.tsx';

/** docs/product.md#roles: /account and /feedback send anonymous visitors to /login; a spinner while auth loads. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner text="Loading..." />;
  if (status === 'anonymous') return <Redirect to="/login" replace />;
  return <>{children}</>;
}
