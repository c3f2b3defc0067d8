import { FeedbackWidget } from '../components/FeedbackWidget.tsx';
import * as layout from '../components/layout.css.ts';
import { ProsePage } from '../components/ProsePage.tsx';
import { useT } from '../i18n/index.ts';

export default function Feedback() {
  const t = useT();
  return (
    <ProsePage
      title={t('Give Feedback')}
      lead={t(
        "We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your way?",
      )}
      leadClass={layout.muted}
    >
      <section className={layout.card} aria-label={t('Feedback')}>
        <FeedbackWidget />
      </section>
    </ProsePage>
  );
}
