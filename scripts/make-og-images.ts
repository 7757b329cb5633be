/**
 * Build step, run before `next build` (npm run build). Draws, from content and the brand's artwork:
 *
 * - the social preview image of every page in lib/site-routes.ts, 1200×630 JPEG, at the path
 *   `ogImagePath` gives (public/og/home.jpg, public/og/city-agra.jpg, …): the page's own headline
 *   on its kind of artwork — the city's banner with its name and offer for the 48 city pages, the
 *   service's picture for service pages, a hero picture for the rest;
 * - the icons, from app/icon.svg: app/apple-icon.png (180×180, opaque), app/favicon.ico
 *   (16, 32 and 48 px) and the web app manifest's PNGs in public/app-icons/.
 *
 * Everything it writes is git-ignored and redrawn on every build, so a new city, a changed offer or
 * a rebrand (content/company.ts, app/icon.svg) shows in the previews without another step. Text is
 * set in DejaVu Sans from the dejavu-fonts-ttf package: the same whatever fonts a machine has.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { cities, cityPath } from '../content/cities';
import { cityOfferLine } from '../content/city-copy';
import { cityDestinations } from '../lib/city-moves';
import { company } from '../content/company';
import { pages } from '../content/routes';
import { servicePages } from '../content/service-pages';
import { storagePages } from '../content/storage-pages';
import { env } from '../lib/env';
import { appIcons, ogImagePath, ogImageSize } from '../lib/metadata';
import { allRoutes } from '../lib/site-routes';

const root = resolve(process.cwd());
const publicDir = join(root, 'public');
const { width: W, height: H } = ogImageSize;
/** Chat apps drop previews of large images (WhatsApp at about 300 KB): stay well under. */
const MAX_BYTES = 250 * 1024;

const fonts = {
  bold: join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  regular: join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
};
const palette = { navy: '#0b2545', saffron: '#f18f01', white: '#ffffff', mist: '#dbe4ee' };

/** What one preview says and shows. */
type Card = {
  /** The page's headline, one or two lines. */
  headline: string;
  /** Offer or promise in the saffron badge, if any. */
  badge?: string;
  /** One or two lines under the headline. */
  tagline: string;
  /** Background artwork under public/, e.g. /images/cities/agra.webp. */
  artwork: string;
};

const quote = `Free survey · quote in ${company.promises.quoteMinutes} minutes`;
const groupCards: Record<string, Pick<Card, 'tagline' | 'artwork'>> = {
  company: {
    tagline: `Safe, on-time moves across India since ${company.founded}`,
    artwork: '/images/hero/slide-2.webp',
  },
  services: { tagline: 'Home, office, vehicle, storage and international moves', artwork: '/images/hero/slide-3.webp' },
  help: { tagline: 'Help and answers before, during and after your move', artwork: '/images/hero/slide-1.webp' },
  legal: { tagline: 'Clear terms and fair claims for every move', artwork: '/images/about/safety.webp' },
};

/** The preview of one page, from the same content the page is built from. */
function cardFor(path: string): Card {
  if (path === '/') {
    return {
      headline: 'Packers and Movers across India',
      badge: `${company.titleOffer} off your move`,
      tagline: `Call back in ${company.promises.callbackMinutes} minutes · quote in ${company.promises.quoteMinutes} minutes`,
      artwork: '/images/hero/slide-1.webp',
    };
  }
  const city = cities.find((c) => cityPath(c) === path);
  if (city) {
    // Where its moves most often go (its guide, docs/city-pages.md).
    const destinations = cityDestinations(city.slug);
    return {
      headline: `Packers and Movers in ${city.city}`,
      badge: city.offer ? cityOfferLine(city.offer) : quote,
      tagline: `Within ${city.city}, to ${destinations.slice(0, 2).join(', ')} and across India`,
      artwork: city.img ?? '/images/cities/default.webp',
    };
  }
  const service = [...servicePages, ...storagePages].find((p) => `/${p.slug}/` === path);
  if (service)
    return { headline: service.title, badge: quote, tagline: groupCards.services!.tagline, artwork: service.image };
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`make-og-images: no preview defined for ${path}`);
  return { headline: page.label, ...groupCards[page.group]! };
}

/** Text for Pango markup. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type TextOptions = { size: number; color: string; bold?: boolean; width?: number };

/** Renders one block of text as a transparent PNG (1 pt = 1 px at 72 dpi), wrapped at `width`. */
async function textImage(text: string, { size, color, bold = false, width }: TextOptions) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escape(text)}</span>`,
      font: `DejaVu Sans${bold ? ' Bold' : ''} ${size}`,
      fontfile: bold ? fonts.bold : fonts.regular,
      dpi: 72,
      rgba: true,
      wrap: 'word',
      spacing: Math.round(size * 0.15),
      ...(width ? { width } : {}),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The largest size at which `text` fits `maxLines` lines of `width`. */
async function fittedText(text: string, opts: Omit<TextOptions, 'size'>, sizes: number[], maxLines: number) {
  for (const size of sizes) {
    const image = await textImage(text, { ...opts, size });
    if (image.height <= Math.ceil(size * 1.4 * maxLines)) return image;
  }
  throw new Error(`make-og-images: "${text}" does not fit ${maxLines} lines even at ${sizes.at(-1)} px`);
}

const logoSvg = readFileSync(join(publicDir, 'images/brand/logo.svg'));

async function drawCard(card: Card): Promise<Buffer> {
  const pad = 64;
  const bandHeight = 76;
  // Navy from the left keeps the text readable and lets the artwork show on the right.
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="${palette.navy}" stop-opacity="0.96"/>
        <stop offset="0.5" stop-color="${palette.navy}" stop-opacity="0.8"/>
        <stop offset="0.85" stop-color="${palette.navy}" stop-opacity="0.1"/>
        <stop offset="1" stop-color="${palette.navy}" stop-opacity="0"/>
      </linearGradient></defs>
      <rect width="${W}" height="${H - bandHeight}" fill="url(#g)"/>
      <rect y="${H - bandHeight}" width="${W}" height="6" fill="${palette.saffron}"/>
    </svg>`,
  );
  const logo = await sharp(logoSvg, { density: 300 }).resize(68, 68).png().toBuffer();
  const brand = await textImage(company.name, { size: 34, color: palette.white, bold: true });
  const headline = await fittedText(
    card.headline,
    { color: palette.white, bold: true, width: 760 },
    [70, 64, 58, 52],
    2,
  );
  const tagline = await fittedText(card.tagline, { color: palette.mist, width: 800 }, [28, 26, 24], 2);
  const phone = await textImage(`Call ${company.phoneDisplay}`, { size: 26, color: palette.white, bold: true });
  const host = await textImage(new URL(env.SITE_URL).host, { size: 24, color: palette.mist });

  const layers: OverlayOptions[] = [
    { input: shade, left: 0, top: 0 },
    { input: logo, left: pad, top: 48 },
    { input: brand.input, left: pad + 68 + 18, top: 48 + Math.round((68 - brand.height) / 2) },
  ];
  let y = 160;
  layers.push({ input: headline.input, left: pad, top: y });
  y += headline.height + 26;
  if (card.badge) {
    const badgeText = await textImage(card.badge, { size: 30, color: palette.navy, bold: true });
    const bw = badgeText.width + 44;
    const bh = badgeText.height + 22;
    const pill = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><rect width="${bw}" height="${bh}" rx="${bh / 2}" fill="${palette.saffron}"/></svg>`,
    );
    layers.push({ input: pill, left: pad, top: y }, { input: badgeText.input, left: pad + 22, top: y + 11 });
    y += bh + 22;
  }
  layers.push({ input: tagline.input, left: pad, top: y });
  y += tagline.height;
  if (y > H - bandHeight - 16) throw new Error(`make-og-images: "${card.headline}" runs into the footer band`);
  const bandMiddle = H - bandHeight / 2 + 3;
  layers.push(
    { input: phone.input, left: pad, top: Math.round(bandMiddle - phone.height / 2) },
    { input: host.input, left: W - pad - host.width, top: Math.round(bandMiddle - host.height / 2) },
  );

  // The artwork fills the space above the footer band, its right-hand side (where the artwork's subject is) kept.
  return sharp(join(publicDir, card.artwork))
    .resize(W, H - bandHeight, { fit: 'cover', position: 'right' })
    .extend({ bottom: bandHeight, background: palette.navy })
    .composite(layers)
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/** A Windows icon file holding PNG images (supported by every browser that asks for /favicon.ico). */
function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

async function drawIcons() {
  const svg = readFileSync(join(root, 'app/icon.svg'));
  const png = (size: number) =>
    sharp(svg, { density: 72 * (size / 64) * 2 })
      .resize(size, size)
      .png()
      .toBuffer();
  const write = (file: string, data: Buffer) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  };

  // iOS shows transparent corners as black and rounds the icon itself: fill the corners in navy.
  const apple = await sharp(await png(180))
    .flatten({ background: palette.navy })
    .png()
    .toBuffer();
  write(join(root, 'app/apple-icon.png'), apple);
  write(
    join(root, 'app/favicon.ico'),
    icoFile(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))),
  );
  for (const icon of appIcons) {
    const data =
      icon.purpose === 'maskable'
        ? // The mark within the central 80% safe zone, on a full navy square that any mask can crop.
          await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: palette.navy } })
            .composite([{ input: await png(Math.round(icon.size * 0.8)), gravity: 'centre' }])
            .png()
            .toBuffer()
        : await png(icon.size);
    write(join(publicDir, icon.src), data);
  }
}

async function main() {
  const started = Date.now();
  rmSync(join(publicDir, 'og'), { recursive: true, force: true });
  mkdirSync(join(publicDir, 'og'), { recursive: true });
  // Two cards at a time: libvips already uses every core for each, and two keep them busy.
  const queue = [...allRoutes];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const data = await drawCard(cardFor(path));
      if (data.length > MAX_BYTES) {
        throw new Error(
          `make-og-images: the preview of ${path} is ${Math.round(data.length / 1024)} KB (limit ${MAX_BYTES / 1024} KB)`,
        );
      }
      writeFileSync(join(publicDir, ogImagePath(path)), data);
    }
  };
  await Promise.all([worker(), worker()]);
  await drawIcons();
  console.log(
    `make-og-images: ${allRoutes.length} previews and the icons in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
