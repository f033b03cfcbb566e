// The public gallery end to end (issue 17 item 9) against the built server: the owner publishes a
// measurement from the share section with two categories and a description; a signed-out visitor
// finds it in /gallery by a word of the description and by category (and gets the empty-search
// state for a word that is nowhere), opens it from its tile, and its view count rises once per
// visitor (a reload by the same visitor does not count again); a second account likes it (one like,
// kept across a reload) and comments; staff (an admin by ADMIN_EMAILS) pick it and it reaches the
// landing page's strip; the owner's public profile lists it. Skipped with a message when
// ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slugify } from '../packages/contract/src/slug.ts';
import { ada, grace, signUpConfirmAndSignIn, type TestAccount } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';

const SAMPLE_NAME = 'x3ptools__sample-land.x3p';
const sample = join(resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces'), 'x3p', SAMPLE_NAME);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`gallery.spec.ts skipped: ${sample} is absent`);

const hedy: TestAccount = {
  username: 'hedy_l',
  firstName: 'Hedy',
  lastName: 'Lamarr',
  email: 'hedy@example.org',
  password: 'Spread1942x',
};

/** A word no other text of the app holds: found only through the description. */
const WORD = 'chatoyant';
const TITLE = 'Ground sample land';

/** A page in a browser context of its own: no cookies of any other page. */
const visitor = (browser: Browser): Promise<Page> => newPage(browser);

async function acceptCookies(page: Page): Promise<void> {
  const button = page.getByTestId('cookie-consent-accept');
  if (await button.isVisible().catch(() => false)) await button.click();
}

/** The views the item page shows (opening the gallery panel of the 3D viewer). */
async function viewsShown(page: Page): Promise<number> {
  await page.getByTestId('gallery-item-open').click({ timeout: 60_000 });
  const views = page.getByTestId('gallery-views');
  await views.waitFor();
  const count = Number(await views.getAttribute('data-views'));
  await page.getByTestId('gallery-item-close').click();
  return count;
}

async function searchGallery(page: Page, words: string): Promise<void> {
  await page.getByTestId('gallery-q').fill(words);
  await page.getByTestId('gallery-search').click();
}

describe.skipIf(!haveSample)('the public gallery in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false', ADMIN_EMAILS: hedy.email });
  let shareHash = '';
  const tile = () => `[data-testid="gallery-tile"][data-share-hash="${shareHash}"]`;

  it('the owner publishes with categories and a description; a visitor finds it by a word and by category and opens it', async () => {
    const owner = await visitor(browser());
    await signUpConfirmAndSignIn(owner, app.url, app.smtp, ada);
    await owner.getByTestId('library-empty').waitFor();
    await acceptCookies(owner);
    await owner.getByTestId('upload-input').setInputFiles([sample]);
    await owner
      .locator(`[data-testid="upload-item"][data-name="${SAMPLE_NAME}"][data-state="done"]`)
      .waitFor({ timeout: 60_000 });
    await owner.goto(`${app.url}/images`);
    const row = owner.locator(`[data-testid="file-item"][data-name="${SAMPLE_NAME}"]`).first();
    await row.getByTestId('item-more').click();
    await owner.getByTestId('action-share').click();
    await owner.getByTestId('share-section').waitFor();
    await owner.getByTestId('share-create').click();
    const form = owner.getByTestId('share-form');
    await form.waitFor();
    shareHash = (await form.getAttribute('data-share-hash')) ?? '';
    expect(shareHash).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    // Publishing without a category or description names both rules and sends nothing.
    await owner.getByTestId('gallery-publish').click();
    const problems = owner.getByTestId('gallery-publish-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toContain('Please choose at least one category.');

    await owner.getByTestId('share-title').fill(TITLE);
    await owner.getByTestId('rich-text-editor').click();
    await owner.keyboard.type(`A ${WORD} ground finish, measured with a stylus`);
    await owner.getByRole('combobox', { name: 'Categories' }).click();
    await owner.getByTestId('gallery-publish-category-tribology').click();
    await owner.getByTestId('gallery-publish-category-metal_finishing').click();
    await owner.keyboard.press('Escape');
    await owner.getByTestId('share-save').click();
    await expect
      .poll(() => owner.getByTestId('share-link').inputValue())
      .toContain(`/s/${shareHash}/${slugify(TITLE)}`);
    await owner.getByTestId('gallery-publish').click();
    await owner.getByTestId('gallery-published').waitFor();
    expect(await owner.getByTestId('gallery-published-categories').textContent()).toContain('Tribology');
    // A published image cannot be editable: the switch is off and disabled.
    expect(await owner.getByTestId('share-allowEditing').isDisabled()).toBe(true);
    await owner.context().close();

    const guest = await visitor(browser());
    await guest.goto(`${app.url}/gallery`);
    await acceptCookies(guest);
    await guest.locator(tile()).waitFor();
    expect(await guest.locator(tile()).textContent()).toContain(TITLE);
    expect(await guest.locator(tile()).textContent()).toContain(ada.username);

    // A word that is nowhere: the empty-search state, not the empty gallery.
    await searchGallery(guest, 'xylophonic');
    await guest.getByTestId('gallery-empty-search').waitFor();
    // A word only the description holds.
    await searchGallery(guest, WORD);
    await guest.locator(tile()).waitFor();
    expect(new URL(guest.url()).searchParams.get('q')).toBe(WORD);
    // With the description left out of the search, the word finds nothing.
    // The box follows the page's address, which the router updates in a transition: click, then wait.
    await guest.getByTestId('gallery-search-description').click();
    await guest.getByTestId('gallery-empty-search').waitFor();
    expect(new URL(guest.url()).searchParams.get('searchDescription')).toBe('false');
    expect(await guest.getByTestId('gallery-search-description').isChecked()).toBe(false);

    // By category: tribology holds it, optics does not.
    await guest.goto(`${app.url}/gallery`);
    await guest.locator(tile()).waitFor();
    await guest.getByRole('combobox', { name: 'Category' }).click();
    await guest.getByRole('option', { name: 'Optics and mirrors' }).click();
    await guest.getByTestId('gallery-empty-search').waitFor();
    await guest.getByRole('combobox', { name: 'Category' }).click();
    await guest.getByRole('option', { name: 'Tribology' }).click();
    await guest.locator(tile()).waitFor();
    expect(new URL(guest.url()).searchParams.get('category')).toBe('tribology');

    // Opened from its tile: the shared viewer with the gallery panel, one view.
    await guest.locator(`${tile()} a`).click();
    await guest.waitForURL((url) => url.pathname === `/s/${shareHash}/${slugify(TITLE)}`);
    await guest.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    expect(await viewsShown(guest)).toBe(1);
    await guest.getByTestId('gallery-item-open').click();
    const panel = guest.getByTestId('gallery-item');
    expect(await panel.getByTestId('gallery-item-description').textContent()).toContain(WORD);
    expect(await panel.getByTestId('gallery-item-categories').textContent()).toContain('Metal finishing');
    expect(await panel.getByTestId('gallery-item-author').textContent()).toContain(ada.firstName);
    await guest.getByTestId('gallery-item-close').click();
    // The same visitor again within the hour: not counted again.
    await guest.reload();
    await guest.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    expect(await viewsShown(guest)).toBe(1);
    await guest.context().close();
  });

  it('a second account likes it once, comments, and is a second view', async () => {
    const fan = await visitor(browser());
    await signUpConfirmAndSignIn(fan, app.url, app.smtp, grace);
    await acceptCookies(fan);
    await fan.goto(`${app.url}/gallery?q=${WORD}`);
    await fan.locator(`${tile()} a`).click();
    await fan.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    expect(await viewsShown(fan)).toBe(2);

    await fan.getByTestId('gallery-item-open').click();
    const like = fan.getByTestId('gallery-like');
    expect(await like.getAttribute('data-liked')).toBe('false');
    await Promise.all([
      fan.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/gallery/${shareHash}/like`),
      ),
      like.click(),
    ]);
    await expect.poll(() => like.getAttribute('data-liked')).toBe('true');
    expect(await fan.getByTestId('gallery-likes').textContent()).toBe('1');

    await fan.getByTestId('gallery-comment-input').fill('Lovely <b>texture</b>');
    await fan.getByTestId('gallery-comment-send').click();
    const comment = fan.getByTestId('gallery-comment').first();
    await comment.waitFor();
    // Plain text: the markup shows as typed.
    expect(await comment.getByTestId('gallery-comment-text').textContent()).toBe('Lovely <b>texture</b>');
    // Only the item's author and staff delete comments.
    expect(await comment.getByTestId('gallery-comment-delete').count()).toBe(0);

    // After a reload: still liked once, still the same two views.
    await fan.reload();
    await fan.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    expect(await viewsShown(fan)).toBe(2);
    await fan.getByTestId('gallery-item-open').click();
    expect(await fan.getByTestId('gallery-like').getAttribute('data-liked')).toBe('true');
    expect(await fan.getByTestId('gallery-likes').textContent()).toBe('1');
    await fan.getByTestId('gallery-comment').first().waitFor();
    expect(await fan.getByTestId('gallery-comment').count()).toBe(1);
    await fan.context().close();

    // The tile counts the like and the comment.
    const guest = await visitor(browser());
    await guest.goto(`${app.url}/gallery`);
    await guest.locator(tile()).waitFor();
    expect(await guest.locator(`${tile()} [aria-label="Likes: 1"]`).count()).toBe(1);
    expect(await guest.locator(`${tile()} [aria-label="Comments: 1"]`).count()).toBe(1);
    expect(await guest.locator(`${tile()} [aria-label="Views: 2"]`).count()).toBe(1);
    await guest.context().close();
  });

  it('staff pick it and it reaches the landing strip; the public profile lists it', async () => {
    const staff = await visitor(browser());
    await signUpConfirmAndSignIn(staff, app.url, app.smtp, hedy);
    await acceptCookies(staff);
    await staff.goto(`${app.url}/s/${shareHash}`);
    await staff.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    await staff.getByTestId('gallery-item-open').click();
    const pick = staff.getByTestId('gallery-staff-pick');
    expect(await pick.getAttribute('data-picked')).toBe('false');
    await pick.click();
    await expect.poll(() => pick.getAttribute('data-picked')).toBe('true');
    // Staff delete comments.
    await staff.getByTestId('gallery-comment').first().waitFor();
    expect(await staff.getByTestId('gallery-comment-delete').count()).toBe(1);
    await staff.context().close();

    const guest = await visitor(browser());
    await guest.goto(`${app.url}/`);
    await acceptCookies(guest);
    const strip = guest.getByTestId('staff-picks');
    await strip.waitFor({ timeout: 30_000 });
    await strip.locator(tile()).waitFor();
    expect(await strip.getByTestId('gallery-tile').count()).toBe(1);
    // The signed-out visitor opens it from the strip.
    await strip.locator(`${tile()} a`).click();
    await guest.waitForURL((url) => url.pathname === `/s/${shareHash}/${slugify(TITLE)}`);
    await guest.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });

    await guest.goto(`${app.url}/user/${ada.username}`);
    await guest.getByTestId('profile-gallery').locator(tile()).waitFor();
    await guest.goto(`${app.url}/user/${grace.username}`);
    await guest.getByTestId('profile-gallery').getByTestId('gallery-empty-gallery').waitFor();
    await guest.context().close();
  });
});
