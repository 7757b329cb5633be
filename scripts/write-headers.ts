/**
 * Build tool, run after `next build` (and after anything else that writes pages into out/): writes
 * out/_headers, the security headers of every page (scripts/site-headers.ts), which static hosts
 * and the intake service send (server/security-headers.ts).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatHeadersFile } from '../server/headers-file';
import { buildSettings, headerRules } from './site-headers';

/** Cloudflare Pages reads at most 100 rules and lines of up to 2,000 characters. */
const hostLimits = { rules: 100, lineLength: 2000 };

function main() {
  const outDir = resolve(process.cwd(), 'out');
  const settings = buildSettings();
  const rules = headerRules(outDir, settings);
  const text = formatHeadersFile(
    rules,
    'Written by scripts/write-headers.ts after the build: do not edit.\n' +
      'Read by static hosts (Netlify, Cloudflare Pages) and by the intake service (server/security-headers.ts).',
  );
  writeFileSync(join(outDir, '_headers'), text);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  console.log(
    `write-headers: ${rules.length - 1} pages, connect-src ${['self', ...settings.connectOrigins].join(' ')}, ` +
      `longest line ${longest} characters`,
  );
  if (rules.length > hostLimits.rules || longest > hostLimits.lineLength) {
    console.warn(
      `write-headers: out/_headers has ${rules.length} rules and lines up to ${longest} characters; ` +
        `Cloudflare Pages reads at most ${hostLimits.rules} rules and ${hostLimits.lineLength} characters a line`,
    );
  }
}

try {
  main();
} catch (error) {
  console.error('write-headers:', error instanceof Error ? error.message : error);
  process.exit(1);
}
