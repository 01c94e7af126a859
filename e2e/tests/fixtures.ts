import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Language = 'en' | 'ru';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/shared/i18n/locales');

/** The app's own texts, so assertions hold in both languages. */
export function texts(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** `t('en', 'common', 'menu.gallery')` */
export function t(language: Language, namespace: string, key: string): string {
  let value: unknown = texts(language, namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

export const test = base.extend<{ language: Language; tr: (namespace: string, key: string) => string }>({
  language: ['en', { option: true }],
  tr: async ({ language }, use) => {
    await use((namespace, key) => t(language, namespace, key));
  },
  page: async ({ page, language, baseURL }, use) => {
    // The language is kept locally, as the app's own toggle does (SPEC §3), and in the cookie
    // that lets the server draw public pages in it (docs/decisions/0050).
    await page.addInitScript((lng) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lng);
    }, language);
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
    // A public page arrives drawn by the server; a click lands once the app has taken it over.
    const ready = () => page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'no uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export async function isMobile(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/**
 * Opens the phone's menu as a person does: a tap made while a server-drawn page is still being
 * hydrated does nothing, and they tap again once it answers (CI once tapped in that moment).
 */
export async function openMobileMenu(page: Page, label: string): Promise<void> {
  const menu = page.locator('#mobile-menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: label }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The app's texts with their `{{name}}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
