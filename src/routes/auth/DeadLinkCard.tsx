import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { AuthCard } from './AuthCard.tsx';

/** A mailed link that cannot be used: the alert card, what went wrong, and the way to login. */
export function DeadLinkCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <AuthCard title={title} icon="alert" tone="danger" subtitle={subtitle}>
      {children}
      <Button size="full" onPress={() => navigate('/login')}>
        {t('Go to Login')}
      </Button>
    </AuthCard>
  );
}
