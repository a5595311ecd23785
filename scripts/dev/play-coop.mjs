// Dev probe: a coop-board game (1 person + 2 computer hobbits) played through the UI by always
// taking the first offered step; screenshots at 1180×820 and 820×1180 into /tmp/coopshots.
import { launchChromium, startPreview } from '../chromium.mjs';
const port = Number(process.argv[2] ?? 4181);
const maxSteps = Number(process.argv[3] ?? 400);
const server = process.env.URL ? { url: process.env.URL, stop: () => {} } : await startPreview(port);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 1180, height: 820 } });
p.on('pageerror', (e) => console.log('pageerror', e.stack));
await p.goto(`${server.url}/`);
await p.getByRole('button', { name: 'English' }).click();
await p.getByTestId('new-coop-board').click();
await p.waitForTimeout(400);
const rows = p.locator('ol.seats > li');
while ((await rows.count()) < 3) await p.getByTestId('add-seat').click();
await rows.nth(1).locator('.kind button').nth(2).click();
await rows.nth(2).locator('.kind button').nth(2).click();
await p.screenshot({ path: '/tmp/coopshots/new.png', fullPage: true });
await p.getByTestId('start-game').click();
await p.waitForURL(/\/play\//);
let shots = 0;
for (let i = 0; i < maxSteps; i++) {
	await p.waitForTimeout(120);
	if (await p.getByTestId('result').count()) break;
	const curtain = p.getByTestId('curtain');
	if (await curtain.count()) { await curtain.getByRole('button').first().click(); continue; }
	const phase = (await p.getByTestId('phase').textContent().catch(() => '')) ?? '';
	if (i % 25 === 0 || (shots < 6 && /Moria|Story/.test(phase))) { await p.screenshot({ path: `/tmp/coopshots/s${i}.png` }); shots++; }
	const step = p.locator('[data-testid=step] button, [data-testid=story-tile] button, [data-testid=payment] button');
	if (await step.count()) { await step.first().click().catch(() => {}); continue; }
	const card = p.locator('.card.usable');
	if (await card.count()) { await card.first().click().catch(() => {}); const t = p.locator('[data-testid=track-choice] button'); if (await t.count()) await t.first().click(); continue; }
}
await p.screenshot({ path: '/tmp/coopshots/end.png' });
await p.setViewportSize({ width: 820, height: 1180 });
await p.waitForTimeout(300);
await p.screenshot({ path: '/tmp/coopshots/portrait.png' });
console.log('url', p.url(), 'phase', await p.getByTestId('phase').textContent().catch(() => ''));
await b.close();
server.stop();
