import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests run against the exported site in out/, served as `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The enquiry dialog opens by itself 2 s after load; most tests act as a visitor who has
    // already closed it. The dialog's own tests start from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        { origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'enquiry-dialog:dismissed', value: '1' }] },
      ],
    },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `node_modules/.bin/serve --config serve.json --listen tcp://127.0.0.1:${port} --no-clipboard --no-port-switching`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
