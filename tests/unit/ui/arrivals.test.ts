import { describe, expect, it } from 'vitest';
import { Arrivals } from '$lib/ui/arrivals';

describe('Arrivals (what has just arrived on a board)', () => {
	it('shows nothing on the first render, then only the keys new since the last commit', () => {
		const a = new Arrivals();
		expect([...a.arrived(['hand:1', 'row:2'], '0')]).toEqual([]);
		a.commit(['hand:1', 'row:2'], '0');
		expect([...a.arrived(['hand:1', 'row:2', 'row:7'], '0')]).toEqual(['row:7']);
		a.commit(['hand:1', 'row:2', 'row:7'], '0');
		expect([...a.arrived(['hand:1', 'row:2', 'row:7'], '0')]).toEqual([]);
	});

	it('shows nothing as arrived to another viewer (the board changed hands)', () => {
		const a = new Arrivals();
		a.commit(['hand:1'], '0');
		expect([...a.arrived(['hand:5'], '1')]).toEqual([]);
	});
});
