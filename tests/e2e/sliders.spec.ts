import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { picturesAreIllustrations } from '@/content/media';

/** The photo slider beside the shared enquiry form on the home page (autoplay 3 s, dots). */
async function photoSlider(page: Page): Promise<Locator> {
  // Time runs as usual, but a test can move it on at once to see what autoplay does, or not.
  await page.clock.install();
  await page.goto('/');
  const slider = page.getByRole('region', {
    name: picturesAreIllustrations ? 'Pictures of packing and moving' : 'Photos from recent moves',
  });
  await slider.scrollIntoViewIfNeeded();
  await hydrated(page, '.enquiry-sliders .carousel__btn');
  return slider;
}

const currentDot = (slider: Locator) =>
  slider
    .locator('.carousel__dot[aria-current="true"]')
    .evaluate((dot) => [...dot.parentElement!.children].indexOf(dot));

test('the photo slider advances by itself every 3 s, with dots, and its pause button stops it', async ({ page }) => {
  const slider = await photoSlider(page);
  await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(5);
  const start = await currentDot(slider);
  // The same move of the clock that shows nothing while paused (below) shows a new slide now.
  await page.mouse.move(0, 0);
  await page.clock.runFor(3100);
  await expect.poll(() => currentDot(slider)).not.toBe(start);

  await page.mouse.move(0, 0);
  await slider.getByRole('button', { name: 'Pause slides' }).click();
  // Leave the slider and move focus out of it: only the button keeps it paused now.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(slider.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  const paused = await currentDot(slider);
  await page.clock.runFor(4000);
  expect(await currentDot(slider)).toBe(paused);

  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => currentDot(slider)).toBe((paused + 1) % 5);
  await slider.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect.poll(() => currentDot(slider)).toBe(0);
});

test('autoplay holds while the pointer is over the slider', async ({ page, isMobile }) => {
  test.skip(isMobile, 'no hover on touch screens');
  const slider = await photoSlider(page);
  await slider.hover();
  const held = await currentDot(slider);
  await page.clock.runFor(4000);
  expect(await currentDot(slider)).toBe(held);
});

test('sliders keep moving after the window changes size, as when a phone is turned', async ({ page }) => {
  const slider = await photoSlider(page);
  await page.mouse.move(0, 0);
  const size = page.viewportSize()!;
  // Embla re-initialises on resize and re-creates its plugins; autoplay must come back with it.
  await page.setViewportSize({ width: size.height, height: size.width });
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const start = await currentDot(slider);
  await expect.poll(() => currentDot(slider), { timeout: 7000 }).not.toBe(start);

  await page.goto('/about/');
  const india = page.getByRole('group', { name: 'States and union territories we serve' });
  await india.scrollIntoViewIfNeeded();
  await hydrated(page, '.ticker__pause');
  await page.setViewportSize(size);
  await india.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const track = india.locator('.ticker__track');
  const position = () => track.evaluate((t) => getComputedStyle(t).transform);
  const before = await position();
  await expect.poll(position, { timeout: 5000 }).not.toBe(before);
});

test.describe('for visitors who ask for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself and there is no pause button to need', async ({ page }) => {
    const slider = await photoSlider(page);
    await expect(slider.getByRole('button', { name: /Pause slides|Play slides/ })).toHaveCount(0);
    const still = await currentDot(slider);
    await page.clock.runFor(4000);
    expect(await currentDot(slider)).toBe(still);
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible();

    // The buttons still move the slides, but jump there: the track's place in every frame after a
    // click, until ten frames after it first moved, shows only where it was and where it went.
    const places = await slider.locator('.carousel__track').evaluate(async (track) => {
      const next = track.closest('.carousel')!.querySelector<HTMLButtonElement>('[aria-label="Next slide"]')!;
      const seen = [getComputedStyle(track).transform];
      next.click();
      let after = -1;
      for (let frame = 0; frame < 120 && after < 10; frame++) {
        await new Promise((done) => requestAnimationFrame(done));
        seen.push(getComputedStyle(track).transform);
        if (after >= 0 || seen.at(-1) !== seen[0]) after++;
      }
      return seen;
    });
    expect(places.at(-1), 'the track moved').not.toBe(places[0]);
    expect(new Set(places).size, `the track slid: ${places.join(' → ')}`).toBe(2);
    await expect.poll(() => currentDot(slider)).toBe((still + 1) % 5);
  });
});

test('the reviews rotate on the home page and every review is in the HTML', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect((html.match(/class="card review"/g) ?? []).length).toBe(6);
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await hydrated(page, '#reviews .carousel__btn');
  const track = reviews.locator('.carousel__track');
  const before = await track.evaluate((t) => getComputedStyle(t).transform);
  await page.mouse.move(0, 0);
  await expect.poll(() => track.evaluate((t) => getComputedStyle(t).transform), { timeout: 6000 }).not.toBe(before);
});

test('the presence lists scroll continuously on the about page and stop on pause', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about/');
  const india = page.getByRole('group', { name: 'States and union territories we serve' });
  await india.scrollIntoViewIfNeeded();
  await hydrated(page, '.ticker__pause');
  await expect(india.getByRole('listitem')).toHaveCount(34);
  await page.mouse.move(0, 0);
  const track = india.locator('.ticker__track');
  const position = () => track.evaluate((t) => getComputedStyle(t).transform);
  const before = await position();
  await expect.poll(position, { timeout: 5000 }).not.toBe(before);
  await india.getByRole('button', { name: /Pause/ }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stopped = await position();
  await page.clock.runFor(1500);
  expect(await position()).toBe(stopped);
  await expect(page.getByRole('group', { name: 'Countries we move to' }).getByRole('listitem')).toHaveCount(11);
});
