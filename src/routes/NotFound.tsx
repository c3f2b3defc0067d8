import { Icon } from '../components/Icon.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import * as layout from '../components/layout.css.ts';

export default function NotFound() {
  return (
    <main id="main" className={layout.centered}>
      <div className={`${layout.authCard} ${layout.center}`}>
        <div className={layout.iconCircle.accent} aria-hidden>
          <Icon name="question" />
        </div>
        <h1 className={layout.title}>Page Not Found</h1>
        <p className={layout.muted}>The page you're looking for doesn't exist or has been moved.</p>
        <div>
          <LinkButton href="/">Go Home</LinkButton>
        </div>
      </div>
    </main>
  );
}
