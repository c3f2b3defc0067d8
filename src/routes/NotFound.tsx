import { Icon } from '../components/Icon.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';

export default function NotFound() {
  const t = useT();
  return (
    <main id="main" className={layout.centered}>
      <div className={`${layout.authCard} ${layout.center}`}>
        <div className={layout.iconCircle.accent} aria-hidden>
          <Icon name="question" />
        </div>
        <h1 className={layout.title}>{t('Page Not Found')}</h1>
        <p className={layout.muted}>
          {t("The page you're looking for doesn't exist or has been moved.")}
        </p>
        <div>
          <LinkButton href="/">{t('Go Home')}</LinkButton>
        </div>
      </div>
    </main>
  );
}
