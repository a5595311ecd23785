// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { render, screen, fireEvent } from '@testing-library/svelte';
import { DEFAULT_PREFS, LEGACY_KEYS, PREFS_KEY, botDelayMs, cleanPresets, loadPrefs, motionReduced, prefs, reloadPrefs, savePref } from '$lib/ui/prefs.svelte';
import TableSettings from '$lib/ui/TableSettings.svelte';
import SettingsPage from '../../../src/routes/settings/+page.svelte';

/** The one settings store (issue 10 "Settings remembered"; issue 11 bot speed, summaries). */
describe('prefs: one store for the settings page and the play screen', () => {
	beforeEach(() => {
		localStorage.clear();
		document.documentElement.classList.remove('reduced-motion');
		reloadPrefs();
	});

	it('reads the defaults on a new device: sound off, curtain on, normal bots, the quiet action windows passed, animations on, summaries wait', () => {
		expect(loadPrefs()).toEqual({
			languageChosen: false,
			animations: true,
			sound: false,
			curtain: true,
			botSpeed: 'normal',
			autoPass: 'quiet',
			summaries: 'confirm',
			namePresets: [],
			coachDone: [],
			gamesPlayed: [],
			strictGames: []
		});
		expect(loadPrefs()).toEqual(DEFAULT_PREFS);
	});

	it('stores every setting in one record and reads it back after a reload', () => {
		savePref('sound', true);
		savePref('curtain', false);
		savePref('botSpeed', 'instant');
		savePref('autoPass', 'stop');
		savePref('summaries', 'fade');
		savePref('animations', false);
		savePref('namePresets', ['Ann', 'Bilbo']);
		expect(Object.keys(localStorage)).toEqual([PREFS_KEY]);
		const stored = JSON.parse(localStorage.getItem(PREFS_KEY)!);
		expect(stored).toMatchObject({ sound: true, curtain: false, botSpeed: 'instant', autoPass: 'stop', summaries: 'fade', animations: false, namePresets: ['Ann', 'Bilbo'] });
		expect(loadPrefs()).toEqual(stored);
		expect(document.documentElement.classList.contains('reduced-motion')).toBe(true);
		expect(motionReduced()).toBe(true);
	});

	it('migrates the two older stores once, the play screen winning where they disagree, and removes the old keys', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ sound: false, curtain: false, botSpeed: 'fast', autoPass: true, namePresets: ['Sam'] }));
		localStorage.setItem(LEGACY_KEYS.table, JSON.stringify({ botSpeed: 'slow', summaries: 'fade', sound: true, stopEveryWindow: true, coachDone: ['lcg:*'], gamesPlayed: ['lcg:abc'] }));
		localStorage.setItem(LEGACY_KEYS.reducedMotion, '1');
		localStorage.setItem(LEGACY_KEYS.languageChosen, '1');
		const p = reloadPrefs();
		expect({ ...p }).toEqual({
			languageChosen: true,
			animations: false,
			sound: true,
			curtain: false,
			botSpeed: 'slow',
			autoPass: 'stop',
			summaries: 'fade',
			namePresets: ['Sam'],
			coachDone: ['lcg:*'],
			gamesPlayed: ['lcg:abc'],
			strictGames: []
		});
		expect(localStorage.getItem(LEGACY_KEYS.table)).toBeNull();
		expect(localStorage.getItem(LEGACY_KEYS.reducedMotion)).toBeNull();
		expect(localStorage.getItem(LEGACY_KEYS.languageChosen)).toBeNull();
		expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).toEqual({ ...p });
		// Read again: the same, nothing migrated twice.
		expect(loadPrefs()).toEqual({ ...p });
	});

	it('reads a broken or hostile stored value as the defaults, field by field', () => {
		localStorage.setItem(PREFS_KEY, '{not json');
		expect(loadPrefs()).toEqual(DEFAULT_PREFS);
		localStorage.setItem(PREFS_KEY, JSON.stringify({ botSpeed: 'ludicrous', sound: 'yes', summaries: 3, coachDone: 'x' }));
		expect(loadPrefs()).toEqual(DEFAULT_PREFS);
		localStorage.setItem(PREFS_KEY, JSON.stringify({ botSpeed: 'fast', sound: 'yes', extra: 1 }));
		expect(loadPrefs()).toMatchObject({ botSpeed: 'fast', sound: false });
		localStorage.setItem(LEGACY_KEYS.table, '[1,2]');
		expect(loadPrefs().botSpeed).toBe('fast');
	});

	it('cleans name presets: trimmed, no bidi controls, no duplicates, the one name limit (24), 12 names', () => {
		expect(cleanPresets(['  Ann ', 'ann', '', '\u202EnnA', 'x'.repeat(30)])).toEqual(['Ann', 'nnA', 'x'.repeat(24)]);
		expect(cleanPresets(Array.from({ length: 20 }, (_, i) => `P${i}`))).toHaveLength(12);
		savePref('namePresets', ['Sam', ' Sam ', 'Frodo']);
		expect(loadPrefs().namePresets).toEqual(['Sam', 'Frodo']);
	});

	it('follows another tab (storage event)', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ botSpeed: 'fast' }));
		window.dispatchEvent(new StorageEvent('storage', { key: PREFS_KEY }));
		expect(prefs.botSpeed).toBe('fast');
	});

	it('gives a pause per bot speed, slowest to none, and the stored one by default', () => {
		expect([botDelayMs('slow'), botDelayMs('normal'), botDelayMs('fast'), botDelayMs('instant')]).toEqual([1200, 450, 150, 0]);
		savePref('botSpeed', 'fast');
		expect(botDelayMs()).toBe(150);
	});

	it('reads the auto-pass of a device from before the three choices: on = the quiet windows, off = stop at every one', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ autoPass: true }));
		expect(loadPrefs().autoPass).toBe('quiet');
		localStorage.setItem(PREFS_KEY, JSON.stringify({ autoPass: false }));
		expect(loadPrefs().autoPass).toBe('stop');
		localStorage.setItem(PREFS_KEY, JSON.stringify({ autoPass: 'until-me' }));
		expect(loadPrefs().autoPass).toBe('until-me');
		localStorage.setItem(PREFS_KEY, JSON.stringify({ autoPass: 'sometimes' }));
		expect(loadPrefs().autoPass).toBe('quiet');
	});

	it('a bot speed chosen in the ⚙ panel is the one the settings page shows, and the reverse', async () => {
		const panel = render(TableSettings, { gameId: 'lcg', hasBots: true, autoMoves: true, people: 2, onclose: () => {} });
		await fireEvent.click(screen.getByTestId('speed-fast'));
		await fireEvent.click(screen.getByTestId('summaries-fade'));
		await fireEvent.click(screen.getByTestId('autopass-stop'));
		panel.unmount();
		render(SettingsPage);
		expect(screen.getByTestId<HTMLInputElement>('pref-bot-fast').checked).toBe(true);
		expect(screen.getByTestId<HTMLInputElement>('pref-summaries-fade').checked).toBe(true);
		expect(screen.getByTestId<HTMLInputElement>('pref-autopass-stop').checked).toBe(true);
		expect(screen.getByTestId<HTMLInputElement>('pref-autopass-quiet').checked).toBe(false);
		await fireEvent.click(screen.getByTestId('pref-bot-slow'));
		await fireEvent.click(screen.getByTestId('pref-curtain'));
		flushSync();
		expect(prefs.botSpeed).toBe('slow');
		expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).toMatchObject({ botSpeed: 'slow', summaries: 'fade', autoPass: 'stop', curtain: false });
		render(TableSettings, { gameId: 'lcg', hasBots: true, people: 2, onclose: () => {} });
		expect(screen.getByTestId('speed-slow').getAttribute('aria-pressed')).toBe('true');
		expect(screen.getByTestId<HTMLInputElement>('curtain-pref').checked).toBe(false);
	});
});

describe('motionMs', () => {
	it('caps a scripted movement at 200 ms, and gives 0 when animations are off', async () => {
		const { motionMs, savePref, MOTION_MAX_MS } = await import('$lib/ui/prefs.svelte');
		savePref('animations', true);
		expect(motionMs(500)).toBe(MOTION_MAX_MS);
		expect(motionMs(120)).toBe(120);
		savePref('animations', false);
		expect(motionMs(120)).toBe(0);
		savePref('animations', true);
	});
});
