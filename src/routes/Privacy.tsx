import { Link } from 'wouter';
import * as layout from '../components/layout.css.ts';
import { ProsePage } from '../components/ProsePage.tsx';
import { formatDate, useT } from '../i18n/index.ts';
import { LAST_UPDATED, SECTIONS } from './privacy-content.tsx';
import * as css from './Privacy.css.ts';

export default function Privacy() {
  const t = useT();
  return (
    <ProsePage
      title={t('Privacy Notice')}
      lead={t('Last updated {date}', { date: formatDate(LAST_UPDATED, { dateStyle: 'long' }) })}
      leadClass={layout.small}
    >
      <article className={`${layout.card} ${css.doc}`}>
        {SECTIONS.map((s) => (
          <section key={s.id} id={s.id} className={css.section} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{t(s.title)}</h2>
            {s.body()}
          </section>
        ))}
      </article>
      <p className={layout.center}>
        <Link href="/signup">{t('Back to sign-up')}</Link>
      </p>
    </ProsePage>
  );
}
