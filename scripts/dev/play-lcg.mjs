// Dev probe: start a solo LCG game (Leadership) through the UI and screenshot a few steps.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const port = 4181;
const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
try {
	await p.goto(`http://127.0.0.1:${port}/`);
	await p.getByRole('button', { name: 'English' }).click();
	await p.getByTestId('new-lcg').click();
	await p.waitForTimeout(400);
	await p.screenshot({ path: '/tmp/lcg-new.png' });
	await p.getByTestId('start-game').click();
	await p.waitForTimeout(1500);
	await p.screenshot({ path: '/tmp/lcg-1.png' });
	console.log('prompt:', await p.getByTestId('prompt').textContent().catch(() => '-'));
} finally {
	await b.close();
	server.kill();
}
