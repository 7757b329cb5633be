import type { Page } from '@playwright/test';

/** Waits until React has hydrated the element (its event handlers are attached). */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

/** The header's Get In Touch: in the bar on wide screens, inside the menu on phones. */
export async function getInTouch(page: Page) {
  await hydrated(page, '.nav-toggle');
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('banner').getByRole('link', { name: 'Get In Touch' });
}
