// Dev probe: LCG boards at 1180×820 and 820×1180 (solo Mirkwood after a few steps, 2-player
// Dol Guldur with the prisoner). Screenshots in /tmp/lcgshots/<TAG>-*.png (for the eyes, not committed).
import { launchChromium, startPreview } from '../chromium.mjs';
const port = Number(process.env.PORT ?? 4187);
const tag = process.env.TAG ?? 'x';
const lang = process.env.LANG_UI ?? 'English';
// BASE: an app already served (a loaded machine may start `vite preview` slower than startPreview waits).
const server = process.env.BASE ? { url: process.env.BASE, stop: () => {} } : await startPreview(port);
const b = await launchChromium();

async function start(p, { scenario, players, deck2 }) {
	await p.goto(`${server.url}/`);
	await p.getByRole('button', { name: lang }).click().catch(() => {});
	await p.getByTestId('new-lcg').click();
	for (let i = 1; i < players; i++) await p.getByTestId('add-seat').click();
	if (scenario) await p.getByTestId(`scenario-${scenario}`).click();
	if (deck2) await p.getByTestId(`deck-1-${deck2}`).click();
	await p.getByTestId('start-game').click();
	await p.getByTestId('lcg-board').waitFor();
}
async function tapThrough(p, n, ids = ['phase-summary-ok', 'reveal-ok', 'btn-keep', 'show-hand', 'btn-continue']) {
	for (let k = 0; k < n; k++) {
		for (const id of ids) {
			const el = p.getByTestId(id).first();
			if (await el.isVisible().catch(() => false)) {
				await el.click().catch(() => {});
				break;
			}
		}
		await p.waitForTimeout(150);
	}
}
try {
	for (const [w, h] of [[1180, 820], [820, 1180]]) {
		const p = await b.newPage({ viewport: { width: w, height: h } });
		p.on('pageerror', (e) => console.log('pageerror', e.stack));
		await start(p, { players: 1 });
		await tapThrough(p, 4);
		await p.screenshot({ path: `/tmp/lcgshots/${tag}-solo-${w}.png` });
		await start(p, { players: 2, scenario: 'escape-from-dol-guldur', deck2: 'spirit' });
		await p.waitForTimeout(300);
		await p.screenshot({ path: `/tmp/lcgshots/${tag}-dg0-${w}.png` });
		await tapThrough(p, 6);
		await p.screenshot({ path: `/tmp/lcgshots/${tag}-dg-${w}.png` });
		// Decline the responses, keep the hands: on to the prisoner (revealed at setup) and round 1.
		await tapThrough(p, 14, ['phase-summary-ok', 'reveal-ok', 'btn-keep', 'show-hand', 'choice', 'btn-continue']);
		await p.screenshot({ path: `/tmp/lcgshots/${tag}-dg2-${w}.png` });
		await p.close();
	}
} finally {
	await b.close();
	server.stop();
}
