/**
 * Storage sizes in the player's units (issue 20: the French settings said « 3,9 MB utilisés,
 * 10 GB libres »): `Intl.NumberFormat` units give Mo / Go in French, MB / GB in English.
 */
import { describe, expect, it } from 'vitest';
import { bytes } from '$lib/ui/storage-text';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('bytes', () => {
	it('French: Mo and Go with a decimal comma', () => {
		expect(nbsp(bytes(3.9 * 1024 * 1024, 'fr'))).toBe('3,9 Mo');
		expect(nbsp(bytes(10 * 1024 ** 3, 'fr'))).toBe('10 Go');
		expect(nbsp(bytes(512 * 1024, 'fr'))).toBe('512 ko');
	});
	it('English: MB and GB', () => {
		expect(nbsp(bytes(3.9 * 1024 * 1024, 'en'))).toBe('3.9 MB');
		expect(nbsp(bytes(10 * 1024 ** 3, 'en'))).toBe('10 GB');
	});
});
