import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { REMEMBER_MS } from '../../core/protocol/pose.ts';
import { SECTIONS } from './privacy-content.tsx';

const text = (id: string) => {
  const s = SECTIONS.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return renderToStaticMarkup(<Router ssrPath="/privacy">{s.body}</Router>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
};

describe('the privacy notice names everything processed, where and for how long', () => {
  it('saved setups: what they hold, that they upload when signed in, how long they stay', () => {
    expect(text('processed')).toMatch(
      /Saved setups: .*face width, head and chest positions.*when you are signed in, uploaded to your account/,
    );
    expect(text('retention')).toMatch(/Saved setups: in your account until you delete them/);
  });

  it('the remembered pose backend: where (IndexedDB, this device) and how long (a week)', () => {
    expect(REMEMBER_MS).toBe(7 * 24 * 3600_000);
    expect(text('retention')).toMatch(
      /fastest here.*pose worker's IndexedDB for one week at most.*never leaves the device/,
    );
  });

  it('sign-ins: the browser and last use, kept until the sign-in ends', () => {
    expect(text('retention')).toMatch(
      /Each sign-in keeps the browser it came from \(its user agent\) and when it was last used.*deleted within an hour of that sign-in ending/,
    );
  });

  it('keeps the existing sentences', () => {
    expect(text('retention')).toContain(
      'Sign-in tokens expire after 30 days; e-mail links expire after 1 hour (password reset) or 24 hours (verification).',
    );
    expect(text('processed')).toContain(
      "Feedback you choose to send, with your browser's user agent.",
    );
  });
});
