// Screenshots for a person to look at, never compared: E2E_SCREENSHOTS=dir keeps them there;
// without it no picture is taken.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const screenshotsDir = process.env.E2E_SCREENSHOTS;

/** A full-page shot of a scrolled page would paint the sticky top bar halfway down. */
export const scrollToTop = (page: Page): Promise<void> => page.evaluate(() => window.scrollTo(0, 0));

/** Dialogs fade in: a shot taken at once catches them half drawn. */
export const waitForFades = (page: Page): Promise<void> => page.waitForTimeout(300);

/** A `shot(page, name)` that saves `<prefix><name>.png` after `settle` has run on the page. */
export function screenshots(
  prefix: string,
  options: { readonly fullPage: boolean; readonly settle: (page: Page) => Promise<void> },
): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (!screenshotsDir) return;
    mkdirSync(screenshotsDir, { recursive: true });
    await options.settle(page);
    await page.screenshot({ path: join(screenshotsDir, `${prefix}${name}.png`), fullPage: options.fullPage });
  };
}
