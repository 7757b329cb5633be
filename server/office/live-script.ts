import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The inbox's one script (live-client.js: live updates, the count in the title, the sound),
 * served at a path named after its content like the stylesheet, so it is cached for good and a
 * new version is a new address. Read once at start; its comments and indentation are left out of
 * what is sent.
 */
export const officeScript = readFileSync(new URL('./live-client.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/^\s+|\n/gm, '');

/** Where the script is served: its address changes with its content. */
export const officeScriptPath = `/office/office-${createHash('sha256').update(officeScript).digest('hex').slice(0, 12)}.js`;
