// Recipes in a real browser against the built server (issue 19 items 1, 2, 9): level a first file and
// open its areal parameters, save a recipe from the current history and the active analyses, check the
// recipe the server stored, download it, remove it and upload the file again, apply it to a second file,
// and check what the dialog shows — the new fork (the editor's history follows it) and an Sq equal to
// what the analysis API answers for that fork.
// The areal panel's manage-settings dialog saves and re-applies its settings. Skipped with a message
// when ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, waitForFades } from './support/screenshots.ts';

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces', 'x3p');
const first = join(surfaces, 'x3ptools__sample-land.x3p');
const second = join(surfaces, 'x3ptools__csafe-logo.x3p');
const haveSamples = existsSync(first) && existsSync(second);
if (!haveSamples) console.warn(`recipes.spec.ts skipped: ${surfaces} is absent`);

const shot = screenshots('recipes-', { fullPage: false, settle: waitForFades });

interface ListedFile {
  readonly guid: string;
  readonly name: string;
}

async function uploadBoth(page: Page): Promise<{ first: ListedFile; second: ListedFile }> {
  await page.getByTestId('upload-input').setInputFiles([first, second]);
  for (const name of ['x3ptools__sample-land.x3p', 'x3ptools__csafe-logo.x3p'])
    await page
      .locator(`[data-testid="upload-item"][data-name="${name}"][data-state="done"]`)
      .waitFor({ timeout: 90_000 });
  const listed = (await page.evaluate(() =>
    fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json()),
  )) as { files: ListedFile[] };
  const find = (name: string): ListedFile => {
    const file = listed.files.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`${name} is not listed`);
    return file;
  };
  return { first: find('x3ptools__sample-land.x3p'), second: find('x3ptools__csafe-logo.x3p') };
}

async function openEditor(page: Page, baseUrl: string, guid: string): Promise<void> {
  await page.goto(`${baseUrl}/image/${guid}`);
  await page.getByTestId('operators-toolbar').waitFor({ timeout: 90_000 });
}

describe.skipIf(!haveSamples)('recipes in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('builds a recipe from a levelling and the areal parameters and applies it to a second file', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    const files = await uploadBoth(page);

    // File 1: Level from the Operators menu, then the areal parameters panel computes its table.
    await openEditor(page, app.url, files.first.guid);
    await page.getByTestId('operators-menu-button').click();
    await page.locator('[data-testid="operator-item"][data-operator="level.plane"]').click();
    const operatorDialog = page.getByTestId('operator-dialog');
    await operatorDialog.getByTestId('operator-apply').click();
    await operatorDialog.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => page.getByTestId('history-toggle').innerText()).toContain('History (1/1)');
    await page.getByTestId('editor-feature-areal-parameters').click();
    await page.getByTestId('areal-results').waitFor({ timeout: 60_000 });

    // The panel's manage-settings dialog: save the current settings, then apply them back.
    await page.getByTestId('manage-settings-button').click();
    const settingsDialog = page.getByTestId('manage-settings-dialog');
    await settingsDialog.getByTestId('settings-empty').waitFor();
    await settingsDialog.getByTestId('settings-name').fill('Whole image');
    await settingsDialog.getByTestId('settings-save').click();
    await settingsDialog.locator('[data-testid="settings-entry"][data-name="Whole image"]').waitFor();
    await settingsDialog.getByTestId('settings-apply').click();
    expect(await settingsDialog.getByTestId('settings-applied').innerText()).toContain('Whole image');
    await settingsDialog.getByTestId('settings-close').click();
    await settingsDialog.waitFor({ state: 'detached' });

    // Save from the current history and the active analyses.
    await page.getByTestId('recipes-button').click();
    const recipes = page.getByTestId('recipes-dialog');
    await recipes.getByTestId('recipes-empty').waitFor();
    await recipes.getByTestId('recipe-from-editor').click();
    const editor = page.getByTestId('recipe-editor');
    await editor.waitFor();
    expect(
      await editor.getByTestId('recipe-step').evaluateAll((steps) => steps.map((s) => s.dataset.name)),
    ).toEqual(['level.plane', 'ArealParameters']);
    await editor.getByTestId('recipe-name').fill('Level + areal');
    await shot(page, 'editor');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/recipes') && response.request().method() === 'POST',
    );
    await editor.getByTestId('recipe-editor-save').click();
    expect((await saved).status()).toBe(201);
    await editor.waitFor({ state: 'detached' });
    await recipes.locator('[data-testid="recipe-entry"][data-name="Level + areal"]').waitFor();

    // What the server stored is the recipe file with the level step and the areal settings.
    const stored = (await page.evaluate(async () => {
      const list = (await (await fetch('/api/recipes')).json()) as { recipes: { id: string }[] };
      return (await (await fetch(`/api/recipes/${list.recipes[0]!.id}`)).json()) as unknown;
    })) as { format: string; steps: { kind: string; operator?: string; feature?: string }[] };
    expect(stored.format).toBe('asperity-recipe');
    expect(stored.steps.map((s) => s.operator ?? s.feature)).toEqual(['level.plane', 'ArealParameters']);

    // Download the recipe file, remove the recipe, and upload the file again.
    const savedEntry = recipes.locator('[data-testid="recipe-entry"][data-name="Level + areal"]');
    const downloading = page.waitForEvent('download');
    await savedEntry.getByTestId('recipe-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Level + areal.recipe.json');
    const downloaded = join(await mkdtemp(join(tmpdir(), 'asperity-recipe-')), 'Level + areal.recipe.json');
    await download.saveAs(downloaded);
    expect(JSON.parse(await readFile(downloaded, 'utf8'))).toEqual(stored);
    await savedEntry.getByTestId('recipe-remove').click();
    await recipes.getByTestId('recipes-empty').waitFor();
    await recipes.getByTestId('recipe-upload-input').setInputFiles(downloaded);
    await recipes.locator('[data-testid="recipe-entry"][data-name="Level + areal"]').waitFor();
    await recipes.getByTestId('recipes-close').click();

    // File 2: apply the recipe.
    await openEditor(page, app.url, files.second.guid);
    expect(await page.getByTestId('history-toggle').innerText()).toContain('History (0/0)');
    await page.getByTestId('recipes-button').click();
    const entry = page.locator('[data-testid="recipe-entry"][data-name="Level + areal"]');
    await entry.waitFor();
    const applied = page.waitForResponse(
      (response) => response.url().includes('/apply') && response.request().method() === 'POST',
    );
    await entry.getByTestId('recipe-apply').click();
    const answer = (await (await applied).json()) as { forkHash: string };
    await page.getByTestId('recipe-applied').waitFor({ timeout: 60_000 });
    expect(
      await page
        .getByTestId('recipe-result-fork')
        .evaluateAll((items) => items.map((i) => i.dataset.operator)),
    ).toEqual(['level.plane']);
    // The editor now shows the recipe's fork.
    await expect.poll(() => page.getByTestId('history-toggle').innerText()).toContain('History (1/1)');

    const sqRow = page.locator('[data-testid="recipe-result-statistic"][data-id="Sq"]');
    const shownSq = Number(await sqRow.getAttribute('data-value'));
    expect(await sqRow.innerText()).toMatch(/Sq\s+[\d.,]+\s*\S*m/);
    await shot(page, 'applied');

    // The same number the analysis API gives for that fork.
    const apiSq = (await page.evaluate(
      async ({ fileGuid, forkHash }) => {
        const response = await fetch('/api/editor/areal-parameters', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fileGuid, forkHash }),
        });
        const body = (await response.json()) as {
          categories: { statistics: { id: string; value: number }[] }[];
        };
        return body.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq')?.value;
      },
      { fileGuid: files.second.guid, forkHash: answer.forkHash },
    )) as number;
    expect(Number.isFinite(shownSq) && shownSq > 0).toBe(true);
    expect(shownSq).toBe(apiSq);

    // And the recipe did level: the unlevelled file's Sq is another number.
    const rawSq = (await page.evaluate(async (fileGuid) => {
      const response = await fetch('/api/editor/areal-parameters', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileGuid }),
      });
      const body = (await response.json()) as {
        categories: { statistics: { id: string; value: number }[] }[];
      };
      return body.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq')?.value;
    }, files.second.guid)) as number;
    expect(rawSq).not.toBe(shownSq);
    await page.close();
  });
});
