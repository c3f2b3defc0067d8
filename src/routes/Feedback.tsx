import { FeedbackWidget } from '../components/FeedbackWidget.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';

export default function Feedback() {
  const t = useT();
  return (
    <main id="main" className={layout.prose}>
      <div className={layout.stack.sm}>
        <h1 className={layout.title}>{t('Give Feedback')}</h1>
        <p className={layout.muted}>
          {t(
            "We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your way?",
          )}
        </p>
      </div>
      <section className={layout.card} aria-label={t('Feedback')}>
        <FeedbackWidget />
      </section>
    </main>
  );
}
