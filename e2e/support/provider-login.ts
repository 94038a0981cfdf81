import type { Page } from '@playwright/test';

/** Fills the identity provider's login page (the page must be showing it). */
export async function fillProviderLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
