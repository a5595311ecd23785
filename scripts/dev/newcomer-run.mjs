// A newcomer's game from the home screen against the computer, to the end, with an audit of every
// screen: controls and hand cards outside the viewport, tips (when, and again after a reload),
// summaries, refusals (toasts), Undo offered then refused. Dev probe (issue 16), not a test.
// Usage: node scripts/dev/newcomer-run.mjs <gameId> <width> <height> <baseUrl> <outDir>
// KINDS=human,human,normal sets the seats (default: one person against the computer; three seats in Les Deux Tours).
// The LCG ('lcg'): Passage Through Mirkwood with the default decks, solo by default (KINDS=human,human:
// two people passing the tablet behind the curtain); the person plays a live hand card now and then
// in planning, commits a hero, and otherwise taps what a quiet player would (Keep, Continue, Done,
// the first choice). Every reveal panel is noted (with the phase summary it carried).
import { launchChromium } from '../chromium.mjs';
import fs from 'node:fs';

const [gameId, W, H, BASE, OUT] = process.argv.slice(2);
const tag = `${gameId}${gameId === 'lcg' ? `-${(process.env.KINDS ?? 'human').split(',').length}p` : ''}-${W}x${H}`;
fs.mkdirSync(OUT, { recursive: true });
const notes = [];
const note = (s) => {
	notes.push(s);
	console.log(s);
};
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: Number(W), height: Number(H) }, hasTouch: false });
const page = await context.newPage();
page.on('pageerror', (e) => note(`PAGEERROR ${e.message}`));
// The console's errors too: a run of this probe (2026-11-28) saw a move refused as 'could not be saved' once and left no trace of why.
page.on('console', (m) => {
	if (m.type() === 'error') note(`CONSOLE ${m.text().slice(0, 800)}`);
});
let shots = 0;
const shot = async (why) => {
	if (shots > 60) return;
	const f = `${OUT}/${tag}-${String(++shots).padStart(2, '0')}-${why.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}.png`;
	await page.screenshot({ path: f }).catch(() => undefined);
	note(`SHOT ${f}`);
};
const vis = async (sel) => page.locator(sel).first().isVisible().catch(() => false);
const click = async (sel) => {
	const el = page.locator(sel).first();
	if (!(await el.isVisible().catch(() => false))) return false;
	return el.click({ timeout: 1000 }).then(
		() => true,
		() => false
	);
};
const text = async (sel) => ((await page.locator(sel).first().textContent({ timeout: 300 }).catch(() => '')) ?? '').trim().replace(/\s+/g, ' ');

// ---- the audit: what a newcomer cannot reach or see
async function audit() {
	return page.evaluate(() => {
		const out = [];
		// A modal panel (a summary to confirm, the curtain) covers the table on purpose.
		if ([...document.querySelectorAll('[role=dialog][aria-modal=true]')].some((d) => d.getBoundingClientRect().width > 0)) return out;
		const vw = innerWidth, vh = innerHeight;
		// The top bar is one compact line (issue 16: 167 px with five players).
		const bar = document.querySelector('header.topbar')?.getBoundingClientRect();
		if (bar && bar.height > 64) out.push(`topbar ${Math.round(bar.height)} px tall`);
		const sel = ['[data-testid=prompt] button:not([disabled])', '[data-testid=hand-card]', '[data-testid=done]', '[data-testid=no-draw]', '[data-testid=end-turn]', '[data-testid=place-region]', '[data-testid=risk-actions] button:not([disabled])', '[data-testid=phase-summary-ok]', '[data-testid=coach-ok]', '[data-testid=show-hand]', '[data-testid=end-phase]', '[data-testid=undo]'];
		for (const s of sel)
			for (const n of document.querySelectorAll(s)) {
				const r = n.getBoundingClientRect();
				if (r.width < 1 || r.height < 1) continue;
				const name = `${n.getAttribute('data-testid') ?? n.tagName} "${(n.textContent ?? '').trim().slice(0, 24)}"`;
				if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
					out.push(`${name} outside ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
					continue;
				}
				for (let a = n.parentElement; a; a = a.parentElement) {
					const st = getComputedStyle(a);
					if (/(auto|scroll|hidden|clip)/.test(st.overflowX + st.overflowY)) {
						const b = a.getBoundingClientRect();
						if (r.left < b.left - 1 || r.top < b.top - 1 || r.right > b.right + 1 || r.bottom > b.bottom + 1) {
							out.push(`${name} clipped by .${a.className}`);
							break;
						}
					}
				}
				const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				if (hit && !n.contains(hit) && !hit.contains(n)) out.push(`${name} covered by ${hit.getAttribute('data-testid') ?? ''}.${hit.className?.baseVal ?? hit.className}`);
			}
		return out;
	});
}

// ---- the person's moves
async function anchorInView() {
	const map = await page.getByTestId('kc-map').boundingBox().catch(() => null);
	if (!map) return false;
	const anchors = page.locator('[data-testid="anchor"]');
	for (let i = 0; i < (await anchors.count()); i++) {
		const b = await anchors.nth(i).boundingBox().catch(() => null);
		if (!b) continue;
		const cx = b.x + b.width / 2, cy = b.y + b.height / 2;
		if (cx > map.x + 10 && cx < map.x + map.width - 80 && cy > map.y + 10 && cy < map.y + map.height - 10) {
			await page.mouse.click(cx, cy);
			return true;
		}
	}
	return false;
}
const riskState = { attacks: 0, turn: -1 };
const lcgState = { plays: 0, round: '' };
async function lcgMove() {
	const board = page.getByTestId('lcg-board');
	const step = (await board.getAttribute('data-step').catch(() => '')) ?? '';
	const round = (await text('[data-testid=phase]')).match(/Round \d+/)?.[0] ?? '';
	if (round !== lcgState.round) (lcgState.round = round), (lcgState.plays = 0);
	for (const id of ['curtain-quick', 'table-move', 'pick-seat', 'confirm-yes']) if (await click(`[data-testid=${id}]`)) return true;
	// A card being played: answer its question, confirm, or give it up.
	if (await vis('[data-testid=selection]')) {
		if (await click('[data-testid=confirm-play]')) return true;
		if (await click('[data-testid=answer]')) return true;
		const glow = page.locator('[data-testid=card] button[data-mark=target]');
		if (await glow.count()) return glow.first().click({ timeout: 1000 }).then(() => true, () => false);
		return click('[data-testid=cancel]');
	}
	if (step === 'quest.commit' && (await text('[data-testid=committed-willpower]')) === '0' && (await click('section.players [data-testid="card"] button[data-mark="live"]'))) return true;
	if (/^planning/.test(step) && lcgState.plays < 3 && Math.random() < 0.7) {
		const live = page.locator('[data-testid=hand-card][data-mark=live]');
		if (await live.count()) {
			lcgState.plays++;
			note(`PLAY [${step}] ${(await live.first().textContent())?.trim().replace(/\s+/g, ' ').slice(0, 40)}`);
			return live.first().click({ timeout: 1000 }).then(() => true, () => false);
		}
	}
	for (const id of ['btn-keep', 'btn-continue', 'btn-done', 'btn-confirm', 'choice']) if (await click(`[data-testid=${id}]`)) return true;
	const toggle = page.getByTestId('move-list-toggle');
	if (await toggle.isVisible().catch(() => false)) {
		if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
		return click('[data-testid=move]');
	}
	return false;
}
async function personMove() {
	if (gameId === 'lcg') return lcgMove();
	if (gameId === 'two-towers') {
		const prompt = await text('[data-testid=prompt-text]');
		if (/^Take the top card/.test(prompt)) return click('[data-testid="pile"]');
		if (/face-up|Take a card/i.test(prompt) && (await page.locator('[data-testid=faceup-card].live').count()) > 0 && Math.random() < 0.5) return click('[data-testid=faceup-card].live');
		if (await vis('[data-testid=pile].live')) return click('[data-testid=pile].live');
		if (await click('[data-testid="hand-card"]:not(.dim)')) {
			if (await click('.mine button[data-testid="row"].target')) return true;
		}
		if (await click('[data-testid="done"]')) return true;
		return click('[data-testid="no-draw"]');
	}
	if (gameId === 'knizia-cards') {
		if (await click('[data-testid="place-region"]')) return true;
		if (await anchorInView()) return click('[data-testid="place-region"]');
		const end = page.getByTestId('end-turn');
		if ((await page.locator('[data-testid=hand-card]:not(.dim)').count()) > 0 && !(await end.isEnabled({ timeout: 100 }).catch(() => false))) {
			if (await click('[data-testid="hand-card"]:not(.dim)')) return click('[data-testid="place"].target, [data-testid="map-card"].target');
		}
		if (await end.isEnabled({ timeout: 100 }).catch(() => false)) return click('[data-testid="end-turn"]');
		return false;
	}
	if (gameId === 'coop-board') {
		// A step of the board (a button of the step, tile or payment panel), else a usable hand card.
		const buttons = page.locator('[data-testid=step] button:not(.tilebtn):not([disabled]), [data-testid=story-tile] [data-testid=resolve], [data-testid=payment] button:not([disabled])');
		const n = await buttons.count();
		if (n) return buttons.nth(Math.floor(Math.random() * Math.min(n, 2))).click({ timeout: 1000 }).then(() => true, () => false);
		if (await click('.card.usable')) {
			await click('[data-testid=track-choice] button');
			return true;
		}
		return false;
	}
	if (gameId === 'risk') {
		const ph = await text('[data-testid=phase]');
		const t = Number(ph.match(/Turn (\d+)/)?.[1] ?? 0);
		if (t !== riskState.turn) (riskState.turn = t), (riskState.attacks = 0);
		if ((await page.getByTestId('risk-actions').count()) === 0 && (await page.locator('polygon.target').count()) === 0) return false;
		for (const id of ['react-play', 'react-pass', 'place-all', 'trade', 'move-3', 'move-2', 'move-1', 'draw-territory', 'draw-adventure', 'ring-roll']) if (await click(`[data-testid=${id}]`)) return true;
		const attack = page.locator('button[data-testid^=attack-]').last();
		if (await attack.count()) {
			riskState.attacks++;
			return attack.click({ timeout: 1000 }).then(() => true, () => false);
		}
		const end = page.getByTestId('end-phase');
		if (/Combat/.test(ph) && riskState.attacks >= 4 && (await end.count())) return click('[data-testid=end-phase]');
		if (/Manoeuvre/.test(ph) && (await end.count())) return click('[data-testid=end-phase]');
		const target = page.locator('polygon.target');
		if (await target.count()) {
			await target.nth(/Combat/.test(ph) ? (await target.count()) - 1 : 0).dispatchEvent('click');
			return true;
		}
		return click('[data-testid=end-phase]');
	}
	return false;
}

// ---- the run
await page.goto(BASE + '/');
await page.getByRole('button', { name: 'English' }).click();
await page.getByTestId(`new-${gameId}`).click();
await page.getByTestId('start-game').waitFor();
const rows = page.locator('ol.seats > li');
const kinds = process.env.KINDS ? process.env.KINDS.split(',') : gameId === 'lcg' ? ['human'] : gameId === 'two-towers' ? ['human', 'normal', 'normal'] : ['human', 'normal'];
while ((await rows.count()) < kinds.length) await page.getByTestId('add-seat').click();
while ((await rows.count()) > kinds.length) await rows.last().locator('button.remove').click();
for (const [i, kind] of kinds.entries()) await rows.nth(i).locator('.kind button').nth(['human', 'easy', 'normal', 'hard'].indexOf(kind)).click();
await page.getByTestId('seat-name-0').fill('Ann');
if (gameId === 'lcg') {
	if (kinds.length > 1) await page.getByTestId('seat-name-1').fill('Bob');
	await page.getByTestId('scenario-passage-through-mirkwood').click();
}
await shot('new-game');
await page.getByTestId('start-game').click();
await page.waitForURL(/\/play\//);
await page.getByTestId('phase').waitFor();
await page.waitForTimeout(800);
await shot('start');

const seen = { problems: new Set(), tips: new Map(), summaries: new Set(), toasts: new Set() };
let moves = 0, iter = 0, reloaded = false, undos = 0;
const t0 = Date.now();
while (!(await vis('[data-testid=result]'))) {
	if (Date.now() - t0 > 600_000) {
		note('TIMEOUT');
		await shot('timeout');
		break;
	}
	iter++;
	const phase = await text('[data-testid=phase]');
	for (const p of await audit()) {
		const key = p.replace(/\d+/g, '#');
		if (!seen.problems.has(key)) {
			seen.problems.add(key);
			note(`PROBLEM [${phase}] ${p}`);
			await shot('problem');
		}
	}
	const toast = await text('[data-testid=toast]');
	if (toast && !seen.toasts.has(toast)) {
		seen.toasts.add(toast);
		note(`TOAST [${phase}] ${toast}`);
	}
	if (await vis('[data-testid=coach]')) {
		const title = await text('#coach-title');
		const body = await text('[data-testid=coach]');
		const prompt = await text('[data-testid=prompt-text]');
		if (!seen.tips.has(title)) {
			seen.tips.set(title, phase);
			note(`TIP [${phase}] prompt="${prompt}" :: ${body.slice(0, 200)}`);
			await shot('tip');
		} else if (seen.tips.get(title) !== 'closed-again') note(`TIP AGAIN [${phase}] ${title}`);
		await click('[data-testid=coach-ok]');
		continue;
	}
	if (await vis('[data-testid=phase-summary]')) {
		const s = await text('[data-testid=phase-summary]');
		if (!seen.summaries.has(s)) {
			seen.summaries.add(s);
			note(`SUMMARY [${phase}] ${s.slice(0, 300)}`);
			if (seen.summaries.size <= 3) await shot('summary');
		}
		if (await click('[data-testid=phase-summary-ok]')) continue;
	}
	if (await vis('[data-testid=reveal-ok]')) {
		const carried = (await vis('[data-testid=reveal-summary]')) ? ` + SUMMARY ${await text('[data-testid=reveal-summary]')}` : '';
		note(`REVEAL [${phase}] ${(await text('[data-testid=reveal] .name')).slice(0, 40)}${carried.slice(0, 200)}`);
		if (carried && !seen.summaries.has('reveal+summary')) (seen.summaries.add('reveal+summary'), await shot('reveal-with-summary'));
		await click('[data-testid=reveal-ok]');
		continue;
	}
	if (await vis('[data-testid=show-hand]')) {
		const lines = await page.locator('[data-testid=curtain] .since li').allTextContents();
		const twice = lines.filter((l, i) => lines.indexOf(l) !== i);
		note(`CURTAIN [${phase}] ${(await text('[data-testid=curtain]')).slice(0, 200)}${twice.length ? ` REPEATED: ${twice.join(' | ')}` : ''}`);
		await click('[data-testid=show-hand]');
		continue;
	}
	// Now and then, Undo when offered: it must be taken, never refused.
	const undo = page.getByTestId('undo');
	if (moves > 0 && moves % 9 === 0 && undos < 6 && (await undo.isEnabled({ timeout: 100 }).catch(() => false))) {
		undos++;
		const before = await text('[data-testid=phase]');
		// (The computer may move between the look and the tap: then the button is off, and that is no refusal.)
		if (!(await undo.click({ timeout: 1000 }).then(() => true, () => false))) continue;
		await page.waitForTimeout(400);
		const t = await text('[data-testid=toast]');
		note(`UNDO [${before}] -> [${await text('[data-testid=phase]')}] ${t ? 'TOAST: ' + t : 'ok'}`);
		if (undos === 1) await shot('after-undo');
		moves++;
		continue;
	}
	if (!(await vis('[data-testid=undo]:not([disabled])')) && iter % 25 === 0) {
		const why = await text('[data-testid=undo-why]');
		if (why) note(`UNDO-WHY [${phase}] ${why}`);
	}
	const did = await personMove().catch((e) => (note(`MOVE-ERR ${e.message.split('\n')[0]}`), false));
	if (did) {
		moves++;
		if (moves % 20 === 0) await shot(`move-${moves}`);
		await page.waitForTimeout(120);
	} else await page.waitForTimeout(200);
	if (!reloaded && moves >= 30) {
		reloaded = true;
		note(`RELOAD at [${phase}] tips so far: ${[...seen.tips.keys()].join(' | ')}`);
		await page.reload();
		await page.getByTestId('phase').waitFor();
		await page.waitForTimeout(800);
		if (await vis('[data-testid=coach]')) note(`TIP AFTER RELOAD: ${await text('#coach-title')} (seen before: ${seen.tips.has(await text('#coach-title'))})`);
		await shot('after-reload');
	}
}
await page.waitForTimeout(500);
await shot('result');
note(`END ${tag}: ${moves} person moves, ${Math.round((Date.now() - t0) / 1000)} s; result: ${(await text('[data-testid=result]')).slice(0, 200)}`);
await page.reload();
await page.getByTestId('phase').waitFor();
await page.waitForTimeout(800);
note(`AFTER FINAL RELOAD: result ${await vis('[data-testid=result]')}, coach ${await vis('[data-testid=coach]')}, summary ${await vis('[data-testid=phase-summary]')}`);
fs.writeFileSync(`${OUT}/${tag}.txt`, notes.join('\n') + '\n');
await browser.close();
