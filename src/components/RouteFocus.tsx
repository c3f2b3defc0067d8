import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useLanguage, useT } from '../i18n/index.ts';
import { routeTitle } from '../routes/titles.ts';
import { LiveRegion } from './LiveRegion.tsx';
import * as css from './RouteFocus.css.ts';

/** How long a lazily loaded page may take to show its heading before focus is left alone. */
const HEADING_WAIT_MS = 5_000;

/**
 * Focuses the main heading once it is in the document (a lazy route renders it a little later),
 * unless the page has already focused one of its own controls (a form's autofocused first field).
 */
function focusHeadingWhenReady(): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    const h1 = document.querySelector<HTMLElement>('main h1');
    const own = document.activeElement?.closest('main');
    if (h1 && own) return;
    if (h1) {
      if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
      h1.focus();
      return;
    }
    if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * docs/product.md#accessibility: each route sets its own title; after an in-app navigation focus
 * moves to the new page's main heading and a polite live region says the page's title. The first
 * load leaves focus where the browser puts it.
 */
export function RouteFocus() {
  const [path] = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  const language = useLanguage();
  // The title follows the language too; a change of language is not announced.
  useEffect(() => {
    document.title = routeTitle(path);
  }, [path, language]);
  useEffect(() => {
    const title = routeTitle(path);
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(title);
    return focusHeadingWhenReady();
  }, [path]);
  return <LiveRegion testId="route-announcer">{announcement}</LiveRegion>;
}

/** The first tab stop (WCAG 2.4.1): skips the navigation to the page's main landmark. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className={css.skipLink}
      onClick={(e) => {
        const main = document.querySelector<HTMLElement>('main');
        if (!main) return;
        e.preventDefault();
        if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
        main.focus();
      }}
    >
      {t('Skip to main content')}
    </a>
  );
}
