import { loaderScript } from '@/lib/server/after-load-scripts';
import { earlyActionsScript } from './early-actions';
import { preloaderScript } from './preloader';
import { webFontScript } from './web-font';

/**
 * Every page's one inline script, in `<head>`: the framework loader (it reads the `data-scripts`
 * attribute the build adds, lib/server/after-load-scripts.ts), the preloader, the web font and the
 * early-actions guard. One script rather than four: each inline script needs its own hash in the
 * page's Content-Security-Policy, and every byte of the policy header travels before the page
 * itself (docs/performance.md: the page and its headers should fit in a new connection's first
 * round trip).
 */
export const headScript = [loaderScript, preloaderScript, webFontScript, earlyActionsScript]
  .map((part) => part.replace(/;$/, ''))
  .join(';');
