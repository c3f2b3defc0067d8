import { FeedbackWidget } from '../components/FeedbackWidget.tsx';
import * as layout from '../components/layout.css.ts';

export default function Feedback() {
  return (
    <main id="main" className={layout.prose}>
      <div className={layout.stack.sm}>
        <h1 className={layout.title}>Give Feedback</h1>
        <p className={layout.muted}>
          We'd love to hear your thoughts about Posture Coach. What helps you, and what gets in your
          way?
        </p>
      </div>
      <section className={layout.card} aria-label="Feedback">
        <FeedbackWidget />
      </section>
    </main>
  );
}
