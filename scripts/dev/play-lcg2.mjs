// Dev probe: a 2-player LCG game, both people; screenshots of the curtain and action windows.
import { launchChromium, startPreview } from '../chromium.mjs';
const server = await startPreview(4182);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
const shot = async (n) => { await p.waitForTimeout(300); await p.screenshot({ path: `/tmp/lcg2-${n}.png` }); console.log(n, (await p.getByTestId('phase').textContent().catch(() => '')), '|', (await p.getByTestId('prompt').textContent().catch(() => '-'))); };
try {
	await p.goto(`${server.url}/`);
	await p.getByRole('button', { name: 'English' }).click();
	await p.getByTestId('new-lcg').click();
	await p.getByTestId('add-seat').click();
	await p.getByTestId('seat-name-1').fill('Sam');
	await p.locator('.kind').nth(1).getByRole('button').first().click();
	await p.getByTestId('start-game').click();
	for (let i = 0; i < 14; i++) {
		await p.waitForTimeout(300);
		if (await p.getByTestId('show-hand').isVisible()) { await shot(`${i}-curtain`); await p.getByTestId('show-hand').click(); continue; }
		if (await p.getByTestId('reveal-ok').isVisible()) { await p.getByTestId('reveal-ok').click(); continue; }
		const pick = p.locator('.prompt.pick button');
		if (await pick.count()) { await shot(`${i}-pick`); await pick.first().click(); continue; }
		await shot(`${i}`);
		for (const id of ['btn-keep', 'btn-continue', 'btn-done']) { const x = p.getByTestId(id); if (await x.isVisible()) { await x.click(); break; } }
	}
} finally {
	await b.close();
	server.stop();
}
