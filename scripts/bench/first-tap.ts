/**
 * The first tap after the scripts start (docs/performance.md#the-first-tap): for each control a
 * visitor reaches for first on the home page, a fresh phone (Pixel 7, CPU slowed 4× through the
 * DevTools protocol, as Lighthouse's phone profile) opens the page, scrolls the control into view,
 * waits only until React has started (the menu button has its handlers) and taps it at once. The
 * figure is the time from the press to the page showing the answer (the control's state changed),
 * measured in the page. Median and worst of `runs` fresh loads per control.
 */
import { chromium, devices, type Page } from '@playwright/test';
import { dialogKeys } from '../../lib/browser/enquiry-dialog';

/**
 * A control, and the attribute that shows it answered: on the control itself, or on its nearest
 * ancestor matching `on` (a question's `<details>`).
 */
type Control = { label: string; selector: string; answer: [attribute: string, value: string]; on?: string };

export const firstTapControls: Control[] = [
  { label: 'Quote form tab', selector: '.quote__tabs [role="tab"]:nth-child(2)', answer: ['aria-selected', 'true'] },
  { label: 'Menu button', selector: '.nav-toggle', answer: ['aria-expanded', 'true'] },
  // A carousel's buttons appear once it has started; its answer is the slides starting to move.
  {
    label: 'Carousel: next slide',
    selector: '.carousel.is-ready .carousel__btn[aria-label="Next slide"]',
    answer: ['data-moved', 'yes'],
  },
  // The questions are native <details>: the tap needs no script, only a free main thread.
  { label: 'FAQ question', selector: '#faq details > summary', answer: ['open', ''], on: 'details' },
];

/** Whether React has attached its handlers to the element (the framework has started). */
async function started(page: Page, selector: string) {
  await page.waitForFunction(
    `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')); })()`,
    undefined,
    { polling: 20 },
  );
}

/**
 * Runs in the page: notes when the first press comes and when the answer shows. A carousel shows
 * its answer by moving its track: that is marked on the button as `data-moved`.
 */
const watchForAnswer = `([sel, attribute, wanted, on]) => {
  const w = window;
  const control = document.querySelector(sel);
  const target = (on ? control.closest(on) : control) || control;
  document.addEventListener('pointerdown', () => { if (w.pressedAt === undefined) w.pressedAt = performance.now(); }, { capture: true });
  const track = control.closest('.carousel')?.querySelector('.carousel__track');
  const still = track ? getComputedStyle(track).transform : '';
  const watch = () => {
    if (track && getComputedStyle(track).transform !== still) target.setAttribute('data-moved', 'yes');
    if (target.getAttribute(attribute) === wanted) { if (w.answeredAt === undefined) w.answeredAt = performance.now(); }
    else requestAnimationFrame(watch);
  };
  watch();
}`;

async function oneTap(page: Page, origin: string, control: Control): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`localStorage.setItem(${JSON.stringify(dialogKeys.dismissed)}, '1')`);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  await page.locator(control.selector).first().scrollIntoViewIfNeeded();
  await started(page, '.nav-toggle');
  // Plain source text, so the script runner's helpers never reach the page.
  await page.evaluate(`(${watchForAnswer})(${JSON.stringify([control.selector, ...control.answer, control.on ?? ''])})`);
  await page.locator(control.selector).first().click();
  const handle = await page.waitForFunction(
    'window.pressedAt !== undefined && window.answeredAt !== undefined ? window.answeredAt - window.pressedAt : null',
    undefined,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

export type FirstTap = { label: string; samples: number[] };

/** Measures each control `runs` times on `origin`'s home page. */
export async function measureFirstTaps(origin: string, runs: number): Promise<FirstTap[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const results: FirstTap[] = [];
    for (const control of firstTapControls) {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        // The site's CSP forbids eval, which the page-side timing helpers need.
        const context = await browser.newContext({ ...devices['Pixel 7'], bypassCSP: true });
        const page = await context.newPage();
        try {
          samples.push(await oneTap(page, origin, control));
        } finally {
          await context.close();
        }
      }
      results.push({ label: control.label, samples });
    }
    return results;
  } finally {
    await browser.close();
  }
}
