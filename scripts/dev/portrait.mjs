// Dev probe: the home and a game screen in portrait (820 × 1180).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const port = 4185;
const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: 820, height: 1180 } });
try {
	await p.goto(`http://127.0.0.1:${port}/`);
	await p.getByRole('button', { name: 'Français' }).click();
	await p.waitForTimeout(800);
	await p.getByTestId('new-two-towers').click();
	await p.getByTestId('seat-bot-1').click();
	await p.getByTestId('seat-bot-2').click();
	await p.getByTestId('start-game').click();
	await p.waitForTimeout(1500);
	await p.screenshot({ path: '/tmp/portrait-tt.png' });
	await p.goto(`http://127.0.0.1:${port}/`);
	await p.waitForTimeout(800);
	await p.screenshot({ path: '/tmp/portrait-home.png' });
} finally {
	await b.close();
	server.kill();
}
