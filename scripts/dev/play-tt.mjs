// Dev probe: start a 3-player Two Towers game through the UI and take screenshots.
import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
const game = process.argv[2] ?? 'two-towers';
await p.goto('http://127.0.0.1:4173/');
await p.getByRole('button', { name: 'English' }).click();
await p.getByTestId(`new-${game}`).click();
await p.waitForTimeout(500);
await p.screenshot({ path: `/tmp/${game}-new.png` });
await p.getByTestId('start-game').click();
await p.waitForTimeout(1500);
await p.screenshot({ path: `/tmp/${game}-curtain.png` });
const show = p.getByTestId('show-hand');
if (await show.count()) await show.click();
await p.waitForTimeout(500);
await p.screenshot({ path: `/tmp/${game}-board.png` });
await b.close();
