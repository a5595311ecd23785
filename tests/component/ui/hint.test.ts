import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import Prompt from '$lib/ui/play/Prompt.svelte';
import TableSettings from '$lib/ui/TableSettings.svelte';
import SettingsPage from '../../../src/routes/settings/+page.svelte';
import { prefs, reloadPrefs } from '$lib/ui/prefs.svelte';

const seats = [{ name: 'Ann' }, { name: 'Bob', bot: 'normal' as const }];

/** Issue 11: "A hint button where a bot exists: 'what would the computer do?' highlights that move (not in games marked competitive-strict in settings)." */
describe('the hint in the prompt', () => {
	it('offers "What would the computer do?" to the acting player, and asks once tapped', async () => {
		const onhint = vi.fn();
		render(Prompt, { mode: 'acting', text: 'Lay a card', seats, onhint });
		await userEvent.click(screen.getByRole('button', { name: 'What would the computer do?' }));
		expect(onhint).toHaveBeenCalledTimes(1);
		expect(screen.queryByTestId('hint-text')).toBeNull();
	});

	it('shows the answer under the prompt in place of the button, with a way to hide it', async () => {
		const onhintclose = vi.fn();
		render(Prompt, { mode: 'acting', text: 'Lay a card', seats, onhint: () => {}, hintText: 'The computer would: Lay the red 3', onhintclose });
		expect(screen.getByTestId('hint-text')).toHaveTextContent('The computer would: Lay the red 3');
		expect(screen.queryByTestId('hint')).toBeNull();
		await userEvent.click(screen.getByTestId('hint-close'));
		expect(onhintclose).toHaveBeenCalledTimes(1);
	});

	it('has no button when no hint may be asked (a competitive-strict game)', () => {
		render(Prompt, { mode: 'acting', text: 'Lay a card', seats });
		expect(screen.queryByTestId('hint')).toBeNull();
	});
});

describe('competitive-strict games', () => {
	beforeEach(() => {
		localStorage.clear();
		reloadPrefs();
	});

	it("the table's ⚙ marks this game strict and back", async () => {
		render(TableSettings, { gameId: 'two-towers', hasBots: true, onclose: () => {} });
		const box = screen.getByTestId('strict-game') as HTMLInputElement;
		expect(box.checked).toBe(false);
		await userEvent.click(box);
		expect(prefs.strictGames).toEqual(['two-towers']);
		expect(JSON.parse(localStorage.getItem('met-prefs')!).strictGames).toEqual(['two-towers']);
		await userEvent.click(box);
		expect(prefs.strictGames).toEqual([]);
	});

	it('the settings page lists every game, and a tick there is the same setting', async () => {
		render(SettingsPage);
		for (const id of ['two-towers', 'knizia-cards', 'lcg', 'coop-board', 'risk']) expect(screen.getByTestId(`pref-strict-${id}`)).toBeInTheDocument();
		await userEvent.click(screen.getByTestId('pref-strict-risk'));
		await userEvent.click(screen.getByTestId('pref-strict-lcg'));
		expect(prefs.strictGames).toEqual(['risk', 'lcg']);
		await userEvent.click(screen.getByTestId('pref-strict-risk'));
		expect(prefs.strictGames).toEqual(['lcg']);
	});
});

/** Issue 21: the LCG's hint says in one line why ("commits Éowyn: staging threat 5, willpower needed 6"). */
describe('the hint says why', () => {
	it('shows the reason line under the hinted move', () => {
		render(Prompt, { mode: 'acting', text: 'Commit characters', seats, onhint: () => {}, hintText: 'The computer would: Commit Éowyn', hintReason: 'commits Éowyn: staging threat 5, willpower needed 6', onhintclose: () => {} });
		expect(screen.getByTestId('hint-text')).toHaveTextContent('The computer would: Commit Éowyn');
		expect(screen.getByTestId('hint-reason')).toHaveTextContent('Why: commits Éowyn: staging threat 5, willpower needed 6');
	});

	it('shows no reason line when the game gives none', () => {
		render(Prompt, { mode: 'acting', text: 'Lay a card', seats, onhint: () => {}, hintText: 'The computer would: Lay the red 3', onhintclose: () => {} });
		expect(screen.queryByTestId('hint-reason')).toBeNull();
	});

	it("the LCG's hint carries the partner's reason, in words, for the move it highlights", async () => {
		const { hintWithReason } = await import('$lib/ui/hint');
		const { default: lcg } = await import('$lib/games/lcg/definition');
		const { default: lcgUi } = await import('$lib/games/lcg/view/index');
		const { simSeat, simSend, simStart } = await import('$lib/games/lcg/bot/sim');
		let g = simStart({ seats: ['Ann'], options: { ...lcg.defaultOptions }, seed: 1 });
		// The first quest where the partner commits someone (it may keep everyone back against an enemy it can destroy).
		const commitsFirst = () => g.ctx.step === 'quest.commit' && !g.ctx.decision && g.ctx.selection.length === 0 && lcg.botEvent({ status: 'active', context: g.ctx } as never, 0, 'normal', () => 0.5).type === 'COMMIT';
		while (!commitsFirst()) g = simSend(g, lcg.botEvent({ status: 'active', context: g.ctx } as never, simSeat(g)!, 'normal', () => 0.5));
		const s = { status: 'active', context: g.ctx } as never;
		const hint = hintWithReason(lcg, s, 0, lcg.legalEvents(s, 0), 3)!;
		expect(hint.ev.type).toBe('COMMIT');
		const words = lcgUi.formatLog(hint.reason!, [{ name: 'Ann' }]);
		render(Prompt, { mode: 'acting', text: 'Commit characters', seats, onhint: () => {}, hintText: 'The computer would: commit', hintReason: words, onhintclose: () => {} });
		expect(screen.getByTestId('hint-reason').textContent).toMatch(/^Why: commits .+: staging threat \d+, willpower needed \d+/);
	});
});
