import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab, then Shift+Tab, `presses` times each, and lists every page element outside the open modal
 * dialog that took focus (none when the browser keeps focus in; it may pass through its own UI, the body here).
 */
export async function focusEscapes(page: Page, dialog: Locator, presses = 5): Promise<string[]> {
  const escaped: string[] = [];
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const outside = await dialog.evaluate((d) => {
        const a = document.activeElement;
        return !a || a === document.body || d.contains(a) ? null : a.outerHTML.slice(0, 120);
      });
      if (outside) escaped.push(outside);
    }
  return escaped;
}

/** The colour the page behind a modal dialog is covered with (its ::backdrop). */
export const backdropColour = (dialog: Locator) =>
  dialog.evaluate((d) => getComputedStyle(d, '::backdrop').backgroundColor);
