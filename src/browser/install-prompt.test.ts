// 'Install app' (docs/product.md#installable-app): the offer is held from start-up, shown once, and
// gone once installed. A fake window (an EventTarget with matchMedia) and a fake
// BeforeInstallPromptEvent: Node has neither, and headless Chromium never answers the real prompt's
// dialog (e2e/install.e2e.ts checks that Chromium's real event shows the button).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installState, promptInstall, watchInstallOffer } from './install-prompt.ts';

function fakeWindow(standalone = false) {
  const win = new EventTarget() as EventTarget & {
    matchMedia: (q: string) => { matches: boolean };
  };
  win.matchMedia = (q) => ({ matches: standalone && q === '(display-mode: standalone)' });
  return win as unknown as Window;
}

function offerEvent(outcome: 'accepted' | 'dismissed', prompt = vi.fn(async () => undefined)) {
  const e = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(e, { prompt, userChoice: Promise.resolve({ outcome }) });
}

let stop = () => {};
afterEach(() => {
  stop();
  installState.available = false;
  installState.installed = false;
});

describe('install offer', () => {
  it('holds the browser offer (keeping the mini-infobar away) and prompts once', async () => {
    const win = fakeWindow();
    stop = watchInstallOffer(win);
    expect(installState.available).toBe(false);
    const prompt = vi.fn(async () => undefined);
    const e = offerEvent('dismissed', prompt);
    win.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(installState.available).toBe(true);

    const first = promptInstall();
    // Spent at once: a second click while the dialog is open prompts nothing.
    expect(installState.available).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
    expect(await first).toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installState.installed).toBe(false);

    // The browser offers again later: the button comes back.
    win.dispatchEvent(offerEvent('accepted'));
    expect(installState.available).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(installState).toMatchObject({ available: false, installed: true });
  });

  it('appinstalled (from the browser menu too) hides the offer', () => {
    const win = fakeWindow();
    stop = watchInstallOffer(win);
    win.dispatchEvent(offerEvent('accepted'));
    win.dispatchEvent(new Event('appinstalled'));
    expect(installState).toMatchObject({ available: false, installed: true });
  });

  it('running as the installed app never offers installation', () => {
    const win = fakeWindow(true);
    stop = watchInstallOffer(win);
    win.dispatchEvent(offerEvent('accepted'));
    expect(installState).toMatchObject({ available: false, installed: true });
  });

  it('a prompt the browser refuses to show says unavailable, never throws', async () => {
    const win = fakeWindow();
    stop = watchInstallOffer(win);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    win.dispatchEvent(
      offerEvent(
        'accepted',
        vi.fn(async () => {
          throw new DOMException('not allowed', 'NotAllowedError');
        }),
      ),
    );
    expect(await promptInstall()).toBe('unavailable');
    expect(installState.installed).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
