import {defineConfig, devices} from '@playwright/test';

// The suite runs against the production build served by `docusaurus serve`, never the dev
// server. Debian's Chromium is used because Playwright cannot download its own browsers here.
const port = Number(process.env.TEST_PORT ?? 4173);
export const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    video: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `npx docusaurus serve --no-open --port ${port} --host 127.0.0.1`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
