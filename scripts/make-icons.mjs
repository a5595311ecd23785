// Renders the app icons (static/icons/*.png) from our own SVG with Debian's Chromium.
// Run once when the icon changes: node scripts/make-icons.mjs
import { launchChromium } from './chromium.mjs';
import { writeFileSync } from 'node:fs';

const ring = (pad) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" ${pad ? '' : 'rx="96"'} fill="#2b1d12"/>
<g transform="translate(256 256) scale(${pad ? 0.7 : 1})">
<path d="M-150 120 L-150 -60 L-120 -110 L-90 -60 L-90 120Z" fill="#6b4a2c"/>
<path d="M90 120 L90 -90 L120 -140 L150 -90 L150 120Z" fill="#6b4a2c"/>
<circle r="120" fill="none" stroke="#c9a44c" stroke-width="40"/>
<circle r="120" fill="none" stroke="#f3e2a6" stroke-width="8"/>
</g></svg>`;

const browser = await launchChromium();
const page = await browser.newPage();
for (const [name, size, pad] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]]) {
	await page.setViewportSize({ width: size, height: size });
	await page.setContent(`<html><body style="margin:0;background:#2b1d12">${ring(pad).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
	writeFileSync(`static/icons/${name}`, await page.screenshot({ omitBackground: false }));
}
await browser.close();
