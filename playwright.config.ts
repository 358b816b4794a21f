import {defineConfig, devices} from '@playwright/test';

// The suite runs against the production build, never the dev server: through the production
// nginx configuration (`npm run serve:prod`), and the not-found and redirect tests also through
// `docusaurus serve` (`npm run serve`). What only HTTPS shows (TLS, headers, the redirect from
// plain HTTP) runs against the same configuration in its HTTPS mode (`serve:prod -- --https`,
// with a throwaway self-signed certificate). Debian's Chromium is used because Playwright cannot
// download its own browsers here.
const prodPort = Number(process.env.TEST_PORT ?? 4173);
const servePort = prodPort + 1;
// The HTTPS server, and the next port its plain-HTTP side (which redirects to HTTPS).
const httpsPort = prodPort + 2;
const prodURL = process.env.BASE_URL ?? `http://127.0.0.1:${prodPort}`;
const serveURL = `http://127.0.0.1:${servePort}`;
const httpsURL = `https://127.0.0.1:${httpsPort}`;
const httpsOnly = /(production-server|tls)\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once has a cause to find (CONTRIBUTING.md).
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    trace: 'retain-on-failure',
    video: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {name: 'nginx', testIgnore: httpsOnly, use: {baseURL: prodURL}},
    {name: 'nginx-https', testMatch: httpsOnly, use: {baseURL: httpsURL, ignoreHTTPSErrors: true}},
    {name: 'docusaurus-serve', testMatch: /not-found\.spec\.ts/, use: {baseURL: serveURL}},
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: 'bash scripts/serve-prod.sh',
            env: {PORT: String(prodPort)},
            url: `${prodURL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
    {
      command: 'bash scripts/serve-prod.sh --https',
      env: {PORT: String(httpsPort + 1), HTTPS_PORT: String(httpsPort)},
      url: `${httpsURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx docusaurus serve --no-open --port ${servePort} --host 127.0.0.1`,
      url: `${serveURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
