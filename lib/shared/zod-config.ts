import * as z from 'zod/mini';

/**
 * Zod compiles its object parsers with `new Function` where it can, and probes for that the first
 * time it builds an object schema. The pages' Content-Security-Policy has no 'unsafe-eval'
 * (scripts/site-headers.ts), so in the browser that probe is refused and reported as a violation:
 * switch the compiler off. Import this module before building schemas; lib/shared/lead-schemas.ts and
 * content/parse.ts (which every content module imports) do.
 */
z.config({ jitless: true });
