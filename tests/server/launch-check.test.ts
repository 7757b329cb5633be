import { spawn } from 'node:child_process';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

/**
 * `npm run launch-check` (docs/deploying.md#before-launch) as an owner runs it: on the sources as
 * they ship it names every placeholder and exits 1; in a copy of the project where the owner has
 * done what it asks (edited content/company.ts, media.ts and reviews.ts, set the build's and the
 * service's settings) it exits 0.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the command in `cwd` with only `env` (and PATH, HOME) set. */
function launchCheck(cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch-check.ts'], {
      cwd,
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `file` with each `[from, to]` replaced, failing loudly when a line the owner would edit is not there. */
async function edit(file: string, replacements: [string | RegExp, string][]) {
  let text = await readFile(file, 'utf8');
  for (const [from, to] of replacements) {
    const before = text;
    text = text.replace(from, to);
    expect(text, `${file}: ${String(from)} not found`).not.toBe(before);
  }
  await writeFile(file, text);
}

/** Every service setting the check asks for: a CRM and a notification channel. */
const serviceSettings = {
  CRM_URL: 'https://crm.your-company.in/index.php?entryPoint=createEnquiry',
  CRM_USER: 'intake',
  CRM_PASS: 'a-crm-password',
  CRM_REST_URL: 'https://crm.your-company.in/service/v4_1/rest.php',
  LEADS_WEBHOOK_URL: 'https://hooks.your-company.in/leads',
  LEADS_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
};

describe('npm run launch-check', () => {
  it('lists every placeholder and unset launch setting in plain words, and exits 1', async () => {
    const { code, stdout } = await launchCheck(root);
    expect(code).toBe(1);
    expect(stdout).toContain('launch-check: 13 settings are still a placeholder or unset');
    for (const words of [
      'The phone and WhatsApp number is still the placeholder +91 98765 43210',
      'The enquiry e-mail is still enquiry@example.com',
      'The head office address is still the placeholder',
      'No GSTIN is set',
      'No Grievance Officer is set',
      'No social profile is set',
      'The videos are placeholders',
      'The pictures are drawn placeholders',
      'The reviews are samples',
      'SITE_URL is https://www.example.com',
      'No CRM is set',
      'No notification channel is set: nobody is told when a lead arrives',
      'The UPI ID, bank account ending and website that "Is this really us?" (/verify/) calls ours are still placeholders',
    ]) {
      expect(stdout).toContain(words);
    }
    // Each says where to set it.
    expect(stdout).toContain('Set phoneDisplay, phoneE164 and whatsapp in content/company.ts');
    expect(stdout).toContain('CRM_URL, CRM_USER, CRM_PASS and CRM_REST_URL');
  });

  it('names only what is left as the settings are set, and stops on a setting that is not valid', async () => {
    const some = await launchCheck(root, { SITE_URL: 'https://www.your-company.in', ...serviceSettings });
    expect(some.code).toBe(1);
    // The site's own domain is not yet among those "Is this really us?" calls ours.
    expect(some.stdout).toContain('launch-check: 11 settings are still');
    expect(some.stdout).toContain("SITE_URL's host www.your-company.in is not under any domain in official.domains");
    expect(some.stdout).not.toMatch(/SITE_URL is|No CRM|No notification channel/);

    const bad = await launchCheck(root, { SITE_URL: 'https://www.your-company.in/home' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('SITE_URL');
  });

  it('exits 0 once the owner has set everything, in the content files and the settings', async () => {
    const copy = await tempDir();
    for (const dir of ['content', 'lib', 'server', 'scripts'])
      await cp(join(root, dir), join(copy, dir), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json']) await cp(join(root, file), join(copy, file));
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));

    await edit(join(copy, 'content/company.ts'), [
      ["phoneDisplay: '+91 98765 43210'", "phoneDisplay: '+91 22 2778 1234'"],
      ["phoneE164: '+919876543210'", "phoneE164: '+912227781234'"],
      ["whatsapp: '919876543210'", "whatsapp: '918291234567'"],
      ["email: 'enquiry@example.com'", "email: 'enquiry@your-company.in'"],
      ["street: 'Sector 5'", "street: 'Plot 12, Sector 19'"],
      ['social: {}', "social: { instagram: 'https://www.instagram.com/your-company/' }"],
      [
        'grievanceOfficer: undefined',
        "grievanceOfficer: { name: 'Asha Kulkarni', email: 'grievance@your-company.in' }",
      ],
      ['registration: {}', "registration: { gstin: '27AAPFU0939F1ZV' }"],
      ["upiIds: ['sugammovers@example']", "upiIds: ['yourcompany@okaxis']"],
      ["bankAccountEndings: ['4321']", "bankAccountEndings: ['7788']"],
      ["domains: ['example.com']", "domains: ['your-company.in']"],
    ]);
    await edit(join(copy, 'content/media.ts'), [
      ["{ pictures: 'illustrations' }", "{ pictures: 'photos' }"],
      ['return `PLACEHOLD${', 'return `RealVideo${'],
    ]);
    await edit(join(copy, 'content/reviews.ts'), [
      [
        "parseContent('content/reviews.ts', z.boolean(), true)",
        "parseContent('content/reviews.ts', z.boolean(), false)",
      ],
    ]);

    const content = await launchCheck(copy);
    expect(content.stdout).toContain('launch-check: 3 settings are still');

    const ready = await launchCheck(copy, { SITE_URL: 'https://www.your-company.in', ...serviceSettings });
    expect(ready.stdout).toContain('every launch setting is set');
    expect(ready.code).toBe(0);
  });
});
