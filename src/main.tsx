import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css.ts';
import { App } from './App.tsx';
import { watchInstallOffer } from './browser/install-prompt.ts';
import { initAuth } from './state/auth.ts';
import { setUpdateGuard, startUpdateChecks } from './state/app-update.ts';
import { loadSettings } from './state/settings.ts';
import { resolveLanguage, setLanguage } from './i18n/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void initAuth();
// Before the first render: the browser may offer installation as soon as the page loads.
watchInstallOffer();
// The first render is in the chosen language: German, French or Spanish waits for its catalog (a
// chunk of its own, tens of KB), English for nothing. A catalog that fails to load leaves the app in English rather than blank.
void setLanguage(resolveLanguage(loadSettings().language))
  .catch((e: unknown) => console.warn('[i18n] could not load the language', e))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// docs/api.md#calls: a service worker at /sw.js. Production builds only, so dev reloads always get fresh code.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((reg) => startUpdateChecks(reg))
      .catch((e: unknown) => console.warn('[sw] registration failed', e));
  });
}
// 'Reload to update' asks first while this tab tracks (docs/decisions.md#service-worker). Loaded on
// the click, not here: a static import would put the monitoring store in the landing page's chunk.
setUpdateGuard(() =>
  import('./state/monitor-session/store.ts').then(({ monitor }) => monitor.tracking),
);
