/**
 * Settings the browser tests run the intake service and the fake outside services with.
 * The CRM password is also set while `npm test` builds the site, to prove it never reaches out/.
 */
/** The fake CRM and e-mail API (tests/e2e/fake-services.mjs); FAKE_PORT moves it, e.g. for a second run. */
export const fakePort = Number(process.env.FAKE_PORT ?? 3102);
export const fakeServices = `http://127.0.0.1:${fakePort}`;

export const crm = {
  url: `${fakeServices}/crm`,
  user: 'e2e-crm-user',
  pass: 'e2e-crm-secret-4417',
  restUrl: 'https://crm.example.test/service/v4_1/rest.php',
  enquiryModule: 'Leads',
  reviewModule: 'Reviews',
};
