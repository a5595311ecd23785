// Dev probe: the LCG new-game screen with two seats on the same starter deck (the second left
// without heroes), then Start: what the player sees. Screenshots in /tmp/lcgshots.
import { launchChromium, startPreview } from '../chromium.mjs';
const port = Number(process.env.PORT ?? 4187);
const tag = process.env.TAG ?? 'x';
// BASE: an app already served (a loaded machine may start `vite preview` slower than startPreview waits).
const server = process.env.BASE ? { url: process.env.BASE, stop: () => {} } : await startPreview(port);
const b = await launchChromium();
try {
	for (const [w, h] of [[1180, 820], [820, 1180]]) {
		const p = await b.newPage({ viewport: { width: w, height: h } });
		p.on('pageerror', (e) => console.log('pageerror', e.stack));
		await p.goto(`${server.url}/`);
		await p.getByRole('button', { name: 'English' }).click().catch(() => {});
		await p.getByTestId('new-lcg').click();
		await p.getByTestId('add-seat').click();
		await p.getByTestId('deck-1-leadership').click();
		await p.waitForTimeout(300);
		await p.getByTestId('start-game').click();
		await p.waitForTimeout(800);
		console.log(w, 'url', p.url());
		console.log(w, 'alerts', await p.getByRole('alert').allTextContents());
		await p.screenshot({ path: `/tmp/lcgshots/new-${tag}-${w}.png`, fullPage: true });
		await p.close();
	}
} finally {
	await b.close();
	server.stop();
}
