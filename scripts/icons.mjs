#!/usr/bin/env node
// `node --import tsx scripts/icons.mjs`: renders public/favicon.svg into the PNG icons the web app
// manifest names (public/manifest.webmanifest), with Debian's Chromium, offline. The PNGs are
// committed; run this again only when the favicon changes.
//   icon-192.png, icon-512.png  the favicon as is ("any" purpose)
//   icon-32.png                 offered beside the SVG in index.html: Chromium's media session
//                               takes it at the alert tone's first play (the tab keeps the SVG),
//                               so no SVG document is built on the page's main thread mid-session
//   icon-maskable-512.png       full-bleed background, the figure inside the central 80% safe zone
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const { CHROMIUM_PATH } = await import('../e2e/chromium.ts');
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const svg = readFileSync(here('../public/favicon.svg'), 'utf8');
const fill = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1] ?? '#0f766e';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon may be cropped to a circle of 80% diameter: the square figure (with its rounded
// tile) is scaled to 60% so its corners stay inside, on the tile's own colour.
const page = (size, maskable) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${
  maskable ? fill : 'transparent'
}"><img src="${dataUrl}" style="width:${maskable ? 60 : 100}%;height:${maskable ? 60 : 100}%"></div>
</body></html>`;

const ICONS = [
  { file: 'icon-32.png', size: 32, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const p = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await p.setContent(page(icon.size, icon.maskable));
    await p.locator('img').evaluate((img) => img.decode());
    const png = await p.screenshot({ omitBackground: !icon.maskable });
    writeFileSync(here(`../public/icons/${icon.file}`), png);
    console.log(`public/icons/${icon.file}: ${png.length} bytes`);
    await p.close();
  }
} finally {
  await browser.close();
}
