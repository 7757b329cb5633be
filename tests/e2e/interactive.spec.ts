import { expect, test, type Page } from '@playwright/test';
import { company } from '@/content/company';
import { faqGroups } from '@/content/faqs';
import { galleryImages, galleryVideos, homeVideos } from '@/content/media';
import { services } from '@/content/services';
import { formatCount } from '@/lib/shared/format';
import { failOnConsoleErrors, frameworkScripts, holdBack, hydrated } from './helpers';

/** Hosts of the video and map providers: nothing may reach them before the visitor asks. */
const thirdParty =
  /^https?:\/\/([^/]*\.)?(youtube(-nocookie)?\.com|ytimg\.com|google\.com|googleapis\.com|gstatic\.com)\//;

/** Every request the page makes to the video or map providers, from the first byte on. */
function watchThirdParty(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (thirdParty.test(req.url())) seen.push(req.url());
  });
  return seen;
}

failOnConsoleErrors();

test.describe('FAQ', () => {
  const first = faqGroups.initial[0]!;
  const second = faqGroups.initial[1]!;
  const extra = faqGroups.more[0]!;

  test('shows five, reveals five more for good, then leads to the contact page', async ({ page }) => {
    await page.goto('/faqs/');
    const faq = page.locator('#faq');
    // The further questions wake as the visitor comes near them (components/interactive/wake.tsx).
    await faq.scrollIntoViewIfNeeded();
    const showMore = faq.getByRole('button', { name: 'Show More FAQs' });
    await expect(showMore).toBeVisible();
    await expect(faq.locator('summary:visible')).toHaveCount(5);
    await expect(faq.getByText(extra.question)).toBeHidden();

    await showMore.click();
    await expect(faq.locator('summary:visible')).toHaveCount(10);
    await expect(showMore).toHaveCount(0);
    // Focus carries on at the first new question.
    await expect(faq.getByText(extra.question)).toBeFocused();
    const contact = faq.getByRole('link', { name: 'Still have a question? Contact Us' });
    await expect(contact).toHaveAttribute('href', '/contact-us/');

    // Revealed for good: opening and closing questions does not hide them again.
    await faq.getByText(extra.question).click();
    await faq.getByText(extra.question).click();
    await expect(faq.locator('summary:visible')).toHaveCount(10);

    await contact.click();
    await expect(page).toHaveURL(/\/contact-us\/$/);
  });

  test('each question toggles its answer, marked + or −, one open per group', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.getByRole('button', { name: 'Show More FAQs' })).toBeVisible();
    const q1 = faq.locator('details', { hasText: first.question });
    const q2 = faq.locator('details', { hasText: second.question });
    const mark = (q: typeof q1) => q.locator('summary').evaluate((s) => getComputedStyle(s, '::after').content);

    await expect(q1.getByText(first.answer)).toBeHidden();
    expect(await mark(q1)).toContain('+');
    await q1.locator('summary').click();
    await expect(q1.getByText(first.answer)).toBeVisible();
    expect(await mark(q1)).toContain('−');

    // Opening another question in the same group closes the first.
    await q2.locator('summary').click();
    await expect(q2.getByText(second.answer)).toBeVisible();
    await expect(q1.getByText(first.answer)).toBeHidden();

    // The extra group is its own group: opening one there leaves the first group's question open.
    await faq.getByRole('button', { name: 'Show More FAQs' }).click();
    const q6 = faq.locator('details', { hasText: extra.question });
    await q6.locator('summary').click();
    await expect(q6.getByText(extra.answer)).toBeVisible();
    await expect(q2.getByText(second.answer)).toBeVisible();

    // Keyboard: Enter on a focused question closes it again.
    await q2.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(q2.getByText(second.answer)).toBeHidden();
  });
});

test.describe('award counters', () => {
  /** Records every text the first counter shows, from now on. */
  async function recordCounter(page: Page) {
    await page
      .locator('#awards .counter__digits')
      .first()
      .evaluate((el) => {
        const w = window as unknown as { seen: string[] };
        w.seen = [el.textContent ?? ''];
        new MutationObserver(() => w.seen.push(el.textContent ?? '')).observe(el, {
          characterData: true,
          childList: true,
          subtree: true,
        });
      });
  }

  test('count up to 10,000+ once scrolled into view', async ({ page }) => {
    await page.goto('/');
    const digits = page.locator('#awards .counter__digits').first();
    // Far below the first screen the counters sleep, showing the final figures of the HTML.
    await expect(digits).toHaveText('10,000+');
    // Coming near, they wake and wait at 0 until they are in sight.
    await page.evaluate(() => {
      const awards = document.querySelector('#awards')!;
      window.scrollBy(0, awards.getBoundingClientRect().top - window.innerHeight - 100);
    });
    await expect(digits).toHaveText('0+');
    await recordCounter(page);
    await page.locator('#awards').scrollIntoViewIfNeeded();
    await expect(digits).toHaveText('10,000+', { timeout: 5000 });
    await expect(page.locator('#awards .counter__digits')).toHaveText(['10,000+', '99%', '180+', '25+']);

    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const numbers = seen.map((s) => Number(s.replace(/\D/g, '')));
    // It really counted: several figures in between, always going up, in Indian grouping.
    expect(numbers.filter((n) => n > 0 && n < 10000).length).toBeGreaterThan(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(seen).toEqual(numbers.map((n) => `${formatCount(n)}+`));
    // Screen readers get the final figure only.
    const spoken = await page.locator('#awards li').first().ariaSnapshot();
    expect(spoken.match(/10,000\+/g)).toHaveLength(1);
  });

  test('show the final figures at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, '#awards .counter__digits');
    await recordCounter(page);
    await page.locator('#awards').scrollIntoViewIfNeeded();
    // Longer than the counting animation lasts with motion on: nothing may count up meanwhile.
    await page.clock.runFor(3000);
    await expect(page.locator('#awards .counter__digits')).toHaveText(['10,000+', '99%', '180+', '25+']);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['10,000+']);
  });
});

test.describe('services tiles', () => {
  const [house, ac, , , pet] = services;
  const last = services.at(-1)!;

  test('select a service with the mouse', async ({ page }) => {
    await page.goto('/services/');
    const tablist = page.getByRole('tablist', { name: 'Our services' });
    await expect(tablist.getByRole('tab')).toHaveCount(14);
    await expect(page.getByRole('tab', { name: house!.title })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText(house!.description);

    await page.getByRole('tab', { name: pet!.title }).click();
    await expect(page.getByRole('tab', { name: pet!.title })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: house!.title })).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText(pet!.description);
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('link', { name: 'Read more about pet relocation' })).toHaveAttribute(
      'href',
      '/pet-relocation/',
    );

    await page.getByRole('tab', { name: ac!.title }).click();
    await expect(page.getByRole('tabpanel')).toContainText(ac!.description);
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(0);
  });

  test('select a service with the keyboard, with a visible focus ring', async ({ page }) => {
    await page.goto('/services/');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab(house!.title)).toBeVisible();
    await tab(house!.title).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(ac!.title)).toBeFocused();
    await expect(tab(ac!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(ac!.description);
    expect(await tab(ac!.title).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    await page.keyboard.press('End');
    await expect(tab(last.title)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(last.description);
    await page.keyboard.press('ArrowRight');
    await expect(tab(house!.title)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(last.title)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(house!.title)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('without scripts, one description shows at a time: the first, or the one a tile links to', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services/');
    const shown = page.locator('.service-panel:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(house!.description);
    await page.getByRole('list', { name: 'Our services' }).getByRole('link', { name: pet!.title }).click();
    await expect(page).toHaveURL(new RegExp(`#service-${pet!.id}$`));
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(pet!.description);
    await context.close();
  });

  test('nothing below the tiles moves when the tabs start', async ({ page }) => {
    await holdBack(page, frameworkScripts, 1500);
    await page.goto('/services/');
    const cards = page.locator('.hover-cards');
    const before = await cards.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await hydrated(page, '[role="tab"]');
    expect(await cards.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(before);
  });

  test('the four included cards respond to hover', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'no hover on a touch screen');
    await page.goto('/services/');
    await hydrated(page, '[role="tab"]');
    const card = page.locator('.hover-cards .card').first();
    await expect(page.locator('.hover-cards .card')).toHaveCount(4);
    const transform = () => card.evaluate((el) => getComputedStyle(el).transform);
    expect(await transform()).toBe('none');
    await card.hover();
    await expect.poll(transform).not.toBe('none');
  });
});

test.describe('photo gallery filter', () => {
  const visiblePhotos = (page: Page) => page.locator('#photos img:visible');

  test('shows only the chosen category', async ({ page }) => {
    await page.goto('/photo-gallery/');
    const filters = page.getByRole('group', { name: 'Show photos of' });
    await expect(filters.getByRole('button')).toHaveText([
      'All',
      'Bike Shifting',
      'House Shifting',
      'Storage',
      'Car',
      'Wooden Packing',
    ]);
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visiblePhotos(page)).toHaveCount(galleryImages.length);

    for (const [label, id] of [
      ['Car', 'car'],
      ['Bike Shifting', 'bike'],
      ['Wooden Packing', 'wooden'],
    ] as const) {
      await filters.getByRole('button', { name: label }).click();
      await expect(filters.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const expected = galleryImages.filter((img) => img.category === id).map((img) => img.src);
      await expect(visiblePhotos(page)).toHaveCount(expected.length);
      expect(await visiblePhotos(page).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(expected);
      await expect(page.locator('#photos [role="status"]')).toHaveText(`Showing ${expected.length} photos`);
    }

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(visiblePhotos(page)).toHaveCount(galleryImages.length);
    // The first photo is the page's largest paint and loads at once; the rest wait until scrolled to.
    const [first, ...rest] = await visiblePhotos(page).all();
    await expect(first!).toHaveAttribute('loading', 'eager');
    for (const img of rest) await expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of await visiblePhotos(page).all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });

  test('the shared sections follow the gallery, in the page and without a loading message', async ({ page }) => {
    await page.goto('/photo-gallery/');
    await expect(page.getByText('Loading sections...')).toHaveCount(0);
    await hydrated(page, '#awards .counter__digits');
    await page.locator('#awards').scrollIntoViewIfNeeded();
    await expect(page.locator('#awards .counter__digits').first()).toHaveText('10,000+', { timeout: 5000 });
    for (const id of ['faq', 'office']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
  });
});

test.describe('video facades', () => {
  test('/video-gallery/ plays a video only when asked, from the privacy-enhanced domain', async ({ page }) => {
    const requests = watchThirdParty(page);
    await page.route('https://www.youtube-nocookie.com/**', (r) =>
      r.fulfill({ body: '<html></html>', contentType: 'text/html' }),
    );
    await page.goto('/video-gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Videos' })).toBeVisible();
    await expect(
      page.getByText("Real Stories. Real Relocations. Here's what our happy customers have to say."),
    ).toBeVisible();
    const play = page.getByRole('button', { name: /^Play video: / });
    await expect(play).toHaveCount(11);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests, 'requests to the video site before any click').toEqual([]);

    const video = galleryVideos[1]!;
    const frameRequest = page.waitForRequest(/youtube-nocookie\.com\/embed\//);
    await page.getByRole('button', { name: `Play video: ${video.title}` }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`);
    await expect(frame).toHaveAttribute('title', video.title);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(frame).toBeFocused();
    expect((await frameRequest).url()).toContain(video.videoId);
    await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(10);
  });

  test('the home page shows three', async ({ page }) => {
    const requests = watchThirdParty(page);
    await page.goto('/');
    const section = page.locator('#customer-videos');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Play video: / })).toHaveCount(homeVideos.length);
    await expect(section.getByRole('button', { name: /^Play video: / })).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
});

test.describe('map facade', () => {
  const title = `Map of our office in ${company.address.locality}, ${company.address.city}`;

  test('shows the map only when asked', async ({ page }) => {
    const requests = watchThirdParty(page);
    await page.route('https://www.google.com/**', (r) =>
      r.fulfill({ body: '<html></html>', contentType: 'text/html' }),
    );
    await page.goto('/contact-us/');
    const office = page.locator('#office');
    const show = office.getByRole('button', { name: 'Show the map' });
    await office.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(office.locator('iframe')).toHaveCount(0);
    expect(requests, 'requests to the map provider before the click').toEqual([]);

    const frameRequest = page.waitForRequest(/google\.com\/maps\?/);
    await show.click();
    const frame = office.getByTitle(title);
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    await expect(frame).toHaveAttribute('width', '600');
    await expect(frame).toHaveAttribute('height', '450');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', /.+/);
    await expect(frame).toBeFocused();
    const url = new URL((await frameRequest).url());
    expect(url.searchParams.get('q')).toContain(company.name);
    await expect(office.getByRole('link', { name: 'Open our office location in Google Maps' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every FAQ, service description and photo is there, and links stand in for the controls', async ({ page }) => {
    await page.goto('/faqs/');
    await expect(page.locator('#faq summary:visible')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Show More FAQs' })).toHaveCount(0);
    await page.locator('#faq summary').nth(7).click();
    await expect(page.getByText(faqGroups.more[2]!.answer)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Still have a question? Contact Us' })).toBeVisible();

    await page.goto('/services/');
    for (const s of services) await expect(page.getByText(s.description)).toHaveCount(1);
    await page.locator('.service-tiles').getByRole('link', { name: 'Cold-Chain Transport' }).click();
    await expect(page).toHaveURL(/#service-cold-chain$/);
    await expect(page.getByText(services.find((s) => s.id === 'cold-chain')!.description)).toBeVisible();

    await page.goto('/photo-gallery/');
    await expect(page.locator('#photos img:visible')).toHaveCount(galleryImages.length);
    await page.getByRole('group', { name: 'Show photos of' }).getByRole('link', { name: 'Storage' }).click();
    await expect(page).toHaveURL(/#gallery-storage$/);

    await page.goto('/');
    await expect(page.locator('#awards .counter__digits')).toHaveText(['10,000+', '99%', '180+', '25+']);
    await expect(page.locator('#customer-videos').getByRole('link', { name: /^Play video on YouTube: / })).toHaveCount(
      3,
    );
    await expect(page.locator('#office img[src="/images/map-office.webp"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open our office location in Google Maps' })).toBeVisible();
  });
});
