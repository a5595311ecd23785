import { test, expect } from '@playwright/test';
import { startSolo } from './lcg-start';

/**
 * Issue 17, "saved LCG games show their scenario": the saves list names the scenario a save
 * plays (GameUi.variantLabel), in the player's language.
 */
test('the saves list shows the scenario of a saved LCG game, in English and in French', async ({ page }) => {
	await startSolo(page, 'scenario-journey-down-the-anduin');
	await page.goto('/saves');
	const row = page.getByTestId('save-row');
	await expect(row).toHaveCount(1);
	await expect(row.getByTestId('save-variant')).toHaveText('Journey Down the Anduin');
	// Another language, the same save: the scenario's French name.
	await page.goto('/settings');
	await page.getByRole('button', { name: 'Français' }).click();
	await page.goto('/saves');
	await expect(page.getByTestId('save-row').getByTestId('save-variant')).toHaveText("Voyage le Long de l'Anduin");
});
