// Dev probe: start a solo LCG game (Leadership) through the UI and screenshot a few steps.
import { launchChromium, startPreview } from '../chromium.mjs';
const server = await startPreview(4181);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
try {
	await p.goto(`${server.url}/`);
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
	server.stop();
}
