import { Icon, type IconName } from '../../components/Icon.tsx';
import * as layout from '../../components/layout.css.ts';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  icon,
  tone = 'accent',
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  icon?: IconName;
  tone?: 'accent' | 'success' | 'danger';
  children?: React.ReactNode;
}) {
  return (
    <main id="main" className={layout.centered}>
      <section className={layout.authCard} aria-labelledby="auth-title">
        <div className={`${layout.stack.sm} ${layout.center}`}>
          {icon ? (
            <div className={layout.iconCircle[tone]} aria-hidden>
              <Icon name={icon} />
            </div>
          ) : null}
          <h1 id="auth-title" className={layout.title}>
            {title}
          </h1>
          {subtitle ? <p className={layout.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </main>
  );
}

export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={layout.banner.error} role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
