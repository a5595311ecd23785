// Dev probe: long-press a hand card in each competitive game and screenshot the zoom.
import { launchChromium, startPreview } from '../chromium.mjs';
const server = await startPreview(4184);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
try {
	await p.goto(`${server.url}/`);
	await p.getByRole('button', { name: 'English' }).click();
	for (const game of ['two-towers', 'knizia-cards']) {
		await p.goto(`${server.url}/`);
		await p.getByTestId(`new-${game}`).click();
		await p.getByTestId('seat-bot-1').click();
		if (game === 'two-towers') await p.getByTestId('seat-bot-2').click();
		else await p.getByTestId('seat-bot-2').click().catch(() => {});
		await p.getByTestId('start-game').click();
		await p.waitForTimeout(1200);
		const card = p.getByTestId('hand').locator('button, [role="button"]').first();
		const box = await card.boundingBox();
		await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await p.mouse.down();
		await p.waitForTimeout(700);
		await p.mouse.up();
		await p.waitForTimeout(300);
		console.log(game, 'zoom visible:', await p.getByTestId('card-zoom').isVisible());
		await p.screenshot({ path: `/tmp/zoom-${game}.png` });
	}
} finally {
	await b.close();
	server.stop();
}
