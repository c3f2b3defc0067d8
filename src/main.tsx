import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css.ts';
import { App } from './App.tsx';
import { watchInstallOffer } from './browser/install-prompt.ts';
import { initAuth } from './state/auth.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void initAuth();
// Before the first render: the browser may offer installation as soon as the page loads.
watchInstallOffer();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// docs/api.md#calls: a service worker at /sw.js. Production builds only, so dev reloads always get fresh code.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((e: unknown) => console.warn('[sw] registration failed', e));
  });
}
