import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './tests/chromium-flags';
import { crm, fakePort, fakeServices } from './tests/e2e/e2e-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests run against the exported site in out/, served by the intake service exactly as
 * `npm start` runs it, with a fake CRM and a fake e-mail API on loopback. `npm test` builds out/
 * first with test e-mail ids and the CRM password set, to prove the password never reaches it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    // The offline-support worker would answer requests from its caches; only the offline tests
    // (tests/e2e/offline.spec.ts) let it run, so every other test sees the network as it is.
    serviceWorkers: 'block',
    // The enquiry dialog opens by itself 2 s after load; most tests act as a visitor who has
    // already closed it. The dialog's own tests start from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'enquiry-dialog:dismissed', value: '1' }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      // What depends on the screen runs on a phone too: every page's fit, layout, the dialog and
      // its phone bar, forms, the estimator, sliders, tabs, the home page in both languages, offline pages,
      // the stylesheet and a sample of accessibility checks. What a screen does not change (what
      // reaches the CRM and the office, headers, files in out/, words on pages) runs once, on
      // desktop (docs/testing.md#two-screens).
      testIgnore: [
        'after-send.spec.ts',
        'city-offer.spec.ts',
        'compressed.spec.ts',
        'company-pages.spec.ts',
        'hindi.spec.ts',
        'links-and-offers.spec.ts',
        'no-js-forms.spec.ts',
        'office.spec.ts',
        'policies.spec.ts',
        'responsiveness.spec.ts',
        'security.spec.ts',
        'seo.spec.ts',
        'services.spec.ts',
        'static-html.spec.ts',
      ].map((file) => `**/${file}`),
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/fake-services.mjs',
      url: `${fakeServices}/__received`,
      env: { FAKE_PORT: String(fakePort) },
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: 'out',
        LEADS_DB: join(tmpdir(), `e2e-leads-${process.pid}-${Date.now()}.db`),
        CRM_URL: crm.url,
        CRM_USER: crm.user,
        CRM_PASS: crm.pass,
        CRM_REST_URL: crm.restUrl,
        CRM_ENQUIRY_MODULE: crm.enquiryModule,
        CRM_REVIEW_MODULE: crm.reviewModule,
        DELIVERY_INTERVAL_MS: '200',
        // Every test's leads come from 127.0.0.1, most with the same phone and message: one client
        // soon past its allowance, and a contact repeated (docs/lead-flow.md#floods). Each is genuine here.
        RATE_LIMIT_MAX: '1000',
        // Likewise every check on "Is this really us?" (tests/e2e/verify.spec.ts), on both screens.
        VERIFY_RATE_LIMIT_MAX: '1000',
        CLIENT_LEAD_ALLOWANCE: '100000',
        SAME_CONTACT_MAX: '100000',
        SAME_MESSAGE_MAX: '100000',
        LOG_LEVEL: 'warn',
        // No office inbox here, and so no first password made and printed: tests/e2e/office.spec.ts
        // starts an intake of its own with OFFICE_PASSWORD_HASH.
        OFFICE_PASSWORD_HASH: 'off',
      },
    },
  ],
});
