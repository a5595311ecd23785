import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import InstallHelp from '$lib/ui/InstallHelp.svelte';
import NamePresets from '$lib/ui/NamePresets.svelte';
import { install as pwa, isIosSafari, IOS_GUIDE_SEEN } from '$lib/ui/install.svelte';
import { reloadPrefs, savePref } from '$lib/ui/prefs.svelte';

const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('install help (issue 10 "The tablet PWA")', () => {
	beforeEach(() => {
		localStorage.clear();
		pwa.installed = false;
		pwa.canInstall = false;
		pwa.ios = false;
	});

	it('recognises Safari on iPad (which reports a Mac with touch) and iPhone, not Chrome on iOS or a Mac', () => {
		expect(isIosSafari({ userAgent: IPAD, maxTouchPoints: 5 })).toBe(true);
		expect(isIosSafari({ userAgent: IPAD, maxTouchPoints: 0 })).toBe(false);
		expect(isIosSafari({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1' })).toBe(true);
		expect(isIosSafari({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1', maxTouchPoints: 5 })).toBe(false);
	});

	it('on iPad shows the Add to Home Screen steps and why, once', async () => {
		pwa.ios = true;
		const first = render(InstallHelp, { mode: 'banner' });
		expect(screen.getByRole('heading', { name: 'Add to the Home Screen' })).toBeInTheDocument();
		expect(screen.getByText(/keeps its storage/)).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
		expect(screen.queryByRole('heading', { name: 'Add to the Home Screen' })).toBeNull();
		expect(localStorage.getItem(IOS_GUIDE_SEEN)).toBe('1');
		first.unmount();
		render(InstallHelp, { mode: 'banner' });
		expect(screen.queryByRole('heading', { name: 'Add to the Home Screen' })).toBeNull();
	});

	it('where the browser offers it, the banner has Install and Not now; nothing once installed', async () => {
		pwa.canInstall = true;
		const r = render(InstallHelp, { mode: 'banner' });
		expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
		expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
		r.unmount();
		// The settings panel still offers it after "Not now".
		render(InstallHelp, { mode: 'panel' });
		expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
	});

	it('says it is installed in the settings when it runs standalone, and shows no banner', () => {
		pwa.installed = true;
		pwa.ios = true;
		render(InstallHelp, { mode: 'banner' });
		expect(screen.queryByTestId('install-help-banner')).toBeNull();
		render(InstallHelp, { mode: 'panel' });
		expect(screen.getByText(/Installed: open it from the Home Screen/)).toBeInTheDocument();
	});
});

describe('name presets on the new-game screen', () => {
	beforeEach(() => {
		localStorage.clear();
		reloadPrefs();
	});

	it('seats a preset in the first seat with a default name, then in a new seat, never twice', async () => {
		savePref('namePresets', ['Ann', 'Bilbo', 'Sam']);
		const seats = $state([
			{ name: 'Ann', kind: 'human' as const },
			{ name: 'Player 2', kind: 'human' as const }
		]);
		render(NamePresets, { seats, max: 3 });
		const ann = screen.getByRole('button', { name: 'Ann' });
		expect(ann).toHaveAttribute('aria-pressed', 'true');
		await userEvent.click(ann);
		expect(seats.map((s) => s.name)).toEqual(['Ann', 'Player 2']);
		await userEvent.click(screen.getByRole('button', { name: 'Bilbo' }));
		expect(seats.map((s) => s.name)).toEqual(['Ann', 'Bilbo']);
		await userEvent.click(screen.getByRole('button', { name: 'Sam' }));
		expect(seats.map((s) => s.name)).toEqual(['Ann', 'Bilbo', 'Sam']);
		expect(seats[2].kind).toBe('human');
	});

	it('shows nothing when no preset was saved', () => {
		render(NamePresets, { seats: [], max: 4 });
		expect(screen.queryByTestId('name-presets')).toBeNull();
	});
});
