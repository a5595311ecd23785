/**
 * Issue 17, "hero text is readable where it lies": a card's tokens sit on its type line, never
 * over its text; the face's text leaves out the keywords its keyword line already shows; the
 * number of whole lines a box has room for (clamp.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/svelte';
import { getLocale, setLocale } from '$lib/paraglide/runtime.js';
import CardFace from '$lib/games/lcg/view/CardFace.svelte';
import { faceText, cardText } from '$lib/games/lcg/view/text';
import { linesThatFit } from '$lib/games/lcg/view/clamp';

const before = getLocale();
afterAll(() => setLocale(before, { reload: false }));

describe('a card face in play', () => {
	it("draws the resource and damage tokens on the type line, outside the card's text", () => {
		setLocale('en', { reload: false });
		const { container } = render(CardFace, { code: '01001', resources: 3, damage: 2, text: true });
		const typeline = container.querySelector('.typeline') as HTMLElement;
		expect(within(typeline).getByTestId('resources')).toHaveTextContent('3');
		expect(within(typeline).getByTestId('damage')).toHaveTextContent('2');
		const words = container.querySelector('.words') as HTMLElement;
		expect(words.querySelector('[data-testid="resources"], [data-testid="damage"]')).toBeNull();
		expect(within(container).getByTestId('face-text').textContent).toBe('Response: after Aragorn commits to a quest, spend 1 resource from his pool to ready him.');
	});
});

describe("a card face's type line", () => {
	it('names a quest card with its stage, a space between (« Quête 1 », not « Quête1 »)', () => {
		setLocale('fr', { reload: false });
		const { container } = render(CardFace, { code: '01119', text: true });
		expect(container.querySelector('.type')?.textContent).toBe('Quête 1');
	});
});

describe('faceText', () => {
	it('leaves out the keywords the face already names, in English and in French', () => {
		setLocale('en', { reload: false });
		expect(cardText('01001')).toMatch(/^Sentinel\. Response/);
		expect(faceText('01001', ['Sentinel'])).toMatch(/^Response: after Aragorn/);
		// Legolas: "Ranged." only when the keyword line shows it.
		expect(faceText('01005', [])).toMatch(/^Ranged\. Response/);
		expect(faceText('01005', ['Ranged'])).toMatch(/^Response/);
		setLocale('fr', { reload: false });
		expect(faceText('01001', ['Sentinelle'])).toMatch(/^Réponse : après qu’Aragorn/);
	});
	it('keeps a text that is a keyword and more in one sentence', () => {
		setLocale('en', { reload: false });
		expect(faceText('01001', ['Response'])).toMatch(/^Sentinel\./);
	});
});

describe('linesThatFit', () => {
	it('counts whole lines only', () => {
		expect(linesThatFit(44, 14.16)).toBe(3);
		expect(linesThatFit(41.9, 14.16)).toBe(2);
		// Half a pixel short of a line still counts it (rounding of the box).
		expect(linesThatFit(42.2, 14.16)).toBe(3);
		expect(linesThatFit(10, 14.16)).toBe(0);
		expect(linesThatFit(0, 14.16)).toBe(0);
		expect(linesThatFit(50, 0)).toBe(0);
	});
});
