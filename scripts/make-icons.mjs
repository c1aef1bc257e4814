// Renders the app icons in public/icons from the logo (app/components/logo.tsx) with the same Chromium
// the browser tests use. Run once after changing the logo: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './local.mjs';

const out = join(root, 'public', 'icons');
mkdirSync(out, { recursive: true });

const mark = `<path d="M8 22h16M10 17h12M12 12h8" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><circle cx="16" cy="8" r="2" fill="#5eead4"/>`;
// "any": the rounded tile as on the site. "maskable": full-bleed background, mark inside the 80% safe zone.
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>${mark}</svg>`;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/><g transform="translate(4.8 4.8) scale(0.7)">${mark}</g></svg>`;
writeFileSync(join(out, 'icon.svg'), anySvg);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const [svg, size, name] of [
  [anySvg, 192, 'icon-192.png'],
  [anySvg, 512, 'icon-512.png'],
  [maskableSvg, 512, 'maskable-512.png'],
  [maskableSvg, 180, 'apple-touch-icon.png'],
]) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({
    path: join(out, name),
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
console.log('Icons written to public/icons');
