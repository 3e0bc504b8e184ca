import { test as base, expect } from '@playwright/test';

/** Every end-to-end test also fails if the page logs an error or throws. */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text))) {
          // The browser's "Failed to load resource" names no address; the message's location does.
          errors.push(`${text} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
