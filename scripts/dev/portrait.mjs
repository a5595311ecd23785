// Dev probe: the home and a game screen in portrait (820 × 1180).
import { launchChromium, startPreview } from '../chromium.mjs';
const server = await startPreview(4185);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 820, height: 1180 } });
try {
	await p.goto(`${server.url}/`);
	await p.getByRole('button', { name: 'Français' }).click();
	await p.waitForTimeout(800);
	await p.getByTestId('new-two-towers').click();
	await p.getByTestId('seat-bot-1').click();
	await p.getByTestId('seat-bot-2').click();
	await p.getByTestId('start-game').click();
	await p.waitForTimeout(1500);
	await p.screenshot({ path: '/tmp/portrait-tt.png' });
	await p.goto(`${server.url}/`);
	await p.waitForTimeout(800);
	await p.screenshot({ path: '/tmp/portrait-home.png' });
} finally {
	await b.close();
	server.stop();
}
