// 'Install app' (docs/product.md#installable-app): Chromium-based browsers fire
// `beforeinstallprompt` when the page is installable (manifest + service worker). The event is kept
// here, from the first module load (it can fire before React mounts), and the nav's 'Install app'
// button (components/InstallButton.tsx) shows while one is held. A prompt can be shown once per
// event; whatever the person answers, the event is spent, and the browser fires a new one if the
// app is still installable later. Installed (`appinstalled`) or opened as the installed app
// (display-mode standalone): no button. Browsers without the event (Firefox, Safari) never show it.
import { proxy, useSnapshot } from 'valtio';

/** The part of Chromium's BeforeInstallPromptEvent used here (not in lib.dom). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installState = proxy({
  /** True while the browser has offered installation and no prompt used the offer yet. */
  available: false,
  /** True once installed, or when this page runs as the installed app. */
  installed: false,
});

let offer: InstallPromptEvent | null = null;

export function useInstall() {
  return useSnapshot(installState);
}

function setOffer(e: InstallPromptEvent | null): void {
  offer = e;
  installState.available = e !== null && !installState.installed;
}

/** Listens for the browser's offer. Call once at start-up; returns the unsubscribe. */
export function watchInstallOffer(win: Window = window): () => void {
  installState.installed = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const onOffer = (e: Event) => {
    // Keep the browser's own mini-infobar away: the page offers installation in its nav.
    e.preventDefault();
    setOffer(e as InstallPromptEvent);
  };
  const onInstalled = () => {
    installState.installed = true;
    setOffer(null);
  };
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Shows the browser's install prompt for the held offer. Resolves with the person's answer, or
 * 'unavailable' when no offer is held (or the browser refused to show it). Must run in a click.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const e = offer;
  if (!e) return 'unavailable';
  // An offer prompts once: spend it before awaiting, so a double click cannot prompt twice.
  setOffer(null);
  try {
    await e.prompt();
    const { outcome } = await e.userChoice;
    if (outcome === 'accepted') installState.installed = true;
    return outcome;
  } catch (err) {
    console.warn('[install] the browser did not show its install prompt', err);
    return 'unavailable';
  }
}
