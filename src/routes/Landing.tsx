import { Link } from 'wouter';
import { LinkButton } from '../components/LinkButton.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';
import { FAQ, PREMIUM, STEPS } from './landing-content.ts';
import * as css from './Landing.css.ts';
import { Stars } from './Stars.tsx';

export default function Landing() {
  const t = useT();
  return (
    <>
      <main id="main">
        <section className={css.hero} aria-labelledby="hero-title">
          <Stars />
          <div className={css.heroInner}>
            <span className={css.eyebrow}>
              {t('On-device posture coaching · no video leaves your computer')}
            </span>
            <h1 id="hero-title" className={css.tagline}>
              {t('Sit smarter, work harder')}
            </h1>
            <p className={css.lead}>
              {t(
                'Your webcam and an on-device pose model watch your posture, nudge you when you slouch, and track your progress over time.',
              )}
            </p>
            <div className={css.ctas}>
              <LinkButton href="/app" size="lg">
                {t('Try It Now')}
              </LinkButton>
              <LinkButton href="/signup" variant="secondary" size="lg">
                {t('Sign Up')}
              </LinkButton>
            </div>
          </div>
        </section>

        <section className={css.section} aria-labelledby="how-title">
          <div className={css.sectionHead}>
            <h2 id="how-title" className={css.h2}>
              {t('How it works')}
            </h2>
            <p className={layout.muted}>{t('Three steps, no setup beyond a camera.')}</p>
          </div>
          <div className={css.grid3}>
            {STEPS.map((s) => (
              <article key={s.title} className={layout.card}>
                <div className={css.stepIcon} aria-hidden>
                  {s.icon}
                </div>
                <h3 className={css.cardTitle}>{t(s.title)}</h3>
                <p className={layout.muted}>{t(s.text)}</p>
              </article>
            ))}
          </div>
        </section>

        <section className={css.section} aria-labelledby="premium-title">
          <div className={css.premium}>
            <div className={layout.rowBetween}>
              <div className={layout.stack.sm}>
                <div className={layout.row}>
                  <h2 id="premium-title" className={css.h2}>
                    {t('Premium Analytics')}
                  </h2>
                  <span className={css.soon}>{t('Coming soon')}</span>
                </div>
                <p className={layout.muted}>
                  {t('Deeper insight into when and how your posture changes.')}
                </p>
              </div>
              <LinkButton href="/signup">{t('Upgrade to Premium')}</LinkButton>
            </div>
            <div className={css.grid3}>
              {PREMIUM.map((p) => (
                <div key={p.title} className={layout.card}>
                  <h3 className={css.cardTitle}>{t(p.title)}</h3>
                  <p className={layout.muted}>{t(p.text)}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className={css.section} aria-labelledby="faq-title">
          <div className={css.sectionHead}>
            <h2 id="faq-title" className={css.h2}>
              {t('FAQs')}
            </h2>
          </div>
          <div className={css.faqList}>
            {FAQ.map((f) => (
              <details key={f.q} className={css.faqItem}>
                <summary className={css.faqQ}>{t(f.q)}</summary>
                <p className={css.faqA}>{t(f.a)}</p>
              </details>
            ))}
          </div>
        </section>

        <section className={css.section} aria-labelledby="privacy-title">
          <div className={`${layout.card} ${css.privacy}`}>
            <div className={layout.stack.sm}>
              <h2 id="privacy-title" className={layout.sectionTitle}>
                {t('Privacy & Security')}
              </h2>
              <p className={layout.muted}>
                {t(
                  'Detection runs on your device. We never store video, images, audio, keystrokes or screen contents.',
                )}
              </p>
            </div>
            <Link href="/privacy">{t('Read our privacy notice →')}</Link>
          </div>
        </section>
      </main>

      <footer className={css.footer}>
        <div className={css.footerInner}>
          <span>{t('© 2025 Posture Coach. Sit smarter, work harder.')}</span>
          <nav className={css.footerLinks} aria-label={t('Footer')}>
            <Link href="/app">{t('Open App')}</Link>
            <Link href="/privacy">{t('Privacy')}</Link>
            <Link href="/signup">{t('Sign Up')}</Link>
          </nav>
        </div>
      </footer>
    </>
  );
}
