import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkButton } from '../components/LinkButton.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';
import { FAQ, HERO_LEAD, PREMIUM, PRIVACY_NOTE, STEPS } from './landing-content.ts';
import * as css from './Landing.css.ts';
import { Stars } from './Stars.tsx';

/** A landing section, named by its heading `${id}-title`. */
function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={`${id}-title`}>
      {children}
    </section>
  );
}

function Heading({
  id,
  className = css.h2,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={`${id}-title`} className={className}>
      {children}
    </h2>
  );
}

/** A row of three cards (the steps, the premium features): an icon if any, a title, a line. */
function CardGrid({
  cards,
  as: Card = 'div',
}: {
  cards: readonly { title: string; text: string; icon?: string }[];
  as?: 'article' | 'div';
}) {
  const t = useT();
  return (
    <div className={css.grid3}>
      {cards.map((c) => (
        <Card key={c.title} className={layout.card}>
          {c.icon ? (
            <div className={css.stepIcon} aria-hidden>
              {c.icon}
            </div>
          ) : null}
          <h3 className={css.cardTitle}>{t(c.title)}</h3>
          <p className={layout.muted}>{t(c.text)}</p>
        </Card>
      ))}
    </div>
  );
}

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
            <p className={css.lead}>{t(HERO_LEAD)}</p>
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

        <Section id="how">
          <div className={css.sectionHead}>
            <Heading id="how">{t('How it works')}</Heading>
            <p className={layout.muted}>{t('Three steps, no setup beyond a camera.')}</p>
          </div>
          <CardGrid cards={STEPS} as="article" />
        </Section>

        <Section id="premium">
          <div className={css.premium}>
            <div className={layout.rowBetween}>
              <div className={layout.stack.sm}>
                <div className={layout.row}>
                  <Heading id="premium">{t('Premium Analytics')}</Heading>
                  <span className={css.soon}>{t('Coming soon')}</span>
                </div>
                <p className={layout.muted}>
                  {t('Deeper insight into when and how your posture changes.')}
                </p>
              </div>
              <LinkButton href="/signup">{t('Upgrade to Premium')}</LinkButton>
            </div>
            <CardGrid cards={PREMIUM} />
          </div>
        </Section>

        <Section id="faq">
          <div className={css.sectionHead}>
            <Heading id="faq">{t('FAQs')}</Heading>
          </div>
          <div className={css.faqList}>
            {FAQ.map((f) => (
              <details key={f.q} className={css.faqItem}>
                <summary className={css.faqQ}>{t(f.q)}</summary>
                <p className={css.faqA}>{t(f.a)}</p>
              </details>
            ))}
          </div>
        </Section>

        <Section id="privacy">
          <div className={`${layout.card} ${css.privacy}`}>
            <div className={layout.stack.sm}>
              <Heading id="privacy" className={layout.sectionTitle}>
                {t('Privacy & Security')}
              </Heading>
              <p className={layout.muted}>{t(PRIVACY_NOTE)}</p>
            </div>
            <Link href="/privacy">{t('Read our privacy notice →')}</Link>
          </div>
        </Section>
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
