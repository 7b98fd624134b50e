import { expect, type Page } from '@playwright/test';

/** Signs in through the form as a demo user and waits for the projects page. */
export async function signIn(page: Page, email = 'demo@example.com') {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects/);
}
