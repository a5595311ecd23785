/** Risk's adventure-card lines in both languages: counts agree with their noun (Paraglide plurals, not concatenation). */
import { expect, it } from 'vitest';
import { ADVENTURE_CARDS } from '$lib/games/risk/data/adventure';
import { cardText } from '$lib/games/risk/view/text';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';

it('a mission rewarding one battalion (the Evil side of one card) says "1 battalion" / « 1 bataillon », several take the plural', () => {
	const before = getLocale();
	const missions = ADVENTURE_CARDS.map((c, i) => ({ c, i })).filter(({ c }) => c.kind.type === 'mission');
	const one = missions.find(({ c }) => c.kind.type === 'mission' && c.kind.reward.evil.battalions === 1);
	const many = missions.find(({ c }) => c.kind.type === 'mission' && (c.kind.reward.good.battalions ?? 0) > 1);
	expect(one && many).toBeTruthy();
	setLocale('en', { reload: false });
	expect(cardText(one!.i, 'evil')).toContain('→ 1 battalion,');
	expect(cardText(many!.i, 'good')).toMatch(/→ \d+ battalions,/);
	setLocale('fr', { reload: false });
	expect(cardText(one!.i, 'evil')).toContain('→ 1 bataillon,');
	expect(cardText(many!.i, 'good')).toMatch(/→ \d+ bataillons,/);
	setLocale(before, { reload: false });
});
