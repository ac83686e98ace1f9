// Renders the app icons in public/icons/ from the design of public/favicon.svg, with Chromium.
// Run after changing the favicon: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path.mjs';

const root = join(import.meta.dirname, '..');
const favicon = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const BRAND = '#2c6e63';

/** The white glyph of the favicon (everything after the background rectangle), in its 64×64 box. */
const glyph = favicon
  .replace(/^[\s\S]*?<rect[^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '')
  .trim();

/** A full-bleed square: the platform applies its own mask (maskable icons, iOS). */
function fullBleed(scale) {
  const offset = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g>
</svg>`;
}

const ICONS = [
  // 'any' icons keep the favicon's rounded square with transparent corners.
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // Maskable: the glyph stays well inside the central safe circle (80% of the size).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

const found = findChromium();
if (!found) throw new Error('No Chromium found');
const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${icon.size}px;height:${icon.size}px}</style><img src="${src}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(root, 'public/icons', icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
