/**
 * Build step, run before `next build` (npm run build). Draws, from content and the brand's artwork:
 *
 * - the social preview image of every page in content/pages.ts, English and Hindi, 1200×630
 *   JPEG, at the path `ogImagePath` gives (public/og/home.jpg, public/og/city-agra.jpg, and for
 *   the Hindi pages public/og/hi-home.jpg, public/og/hi-city-agra.jpg, …): the page's own headline
 *   on its kind of artwork — the city's banner with its name and offer for the 48 city pages, the
 *   service's picture for service pages, a hero picture for the rest. What each card says is in
 *   lib/server/og-cards.ts; a Hindi page's words are in content/hi/og.ts, and a Hindi route without a
 *   headline there stops the build, naming the route (docs/i18n.md#discovery);
 * - the icons, from app/icon.svg: app/apple-icon.png (180×180, opaque), app/favicon.ico
 *   (16, 32 and 48 px) and the web app manifest's PNGs in public/app-icons/.
 *
 * Everything it writes is git-ignored and redrawn on every build, so a new city, a changed offer or
 * a rebrand (content/company.ts, app/icon.svg) shows in the previews without another step. Text is
 * set from font files in npm packages, the same whatever fonts a machine has: English in DejaVu
 * Sans (dejavu-fonts-ttf), Hindi in Noto Sans Devanagari (@expo-google-fonts/noto-sans-devanagari,
 * under the SIL Open Font License), shaped by Pango and HarfBuzz. Only this build step reads them;
 * no font is shipped to browsers.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { company } from '../content/company';
import { env } from '../lib/server/env';
import { type Locale, splitLocale } from '../lib/shared/i18n';
import { appIcons, ogImagePath, ogImageSize } from '../lib/server/metadata';
import { type OgCard, ogCard } from '../lib/server/og-cards';
import { allRoutes, hindiRoutes } from '../content/pages';

const root = resolve(process.cwd());
const publicDir = join(root, 'public');
const { width: W, height: H } = ogImageSize;
/** Chat apps drop previews of large images (WhatsApp at about 300 KB): stay well under. */
const MAX_BYTES = 250 * 1024;

/**
 * The typeface of each language's previews, from npm packages (never the machine's own fonts):
 * DejaVu Sans for English; Noto Sans Devanagari for Hindi, whose Latin letters set the brand and
 * the phone number in the same face. Pango shapes the Devanagari (conjuncts, matras) with HarfBuzz.
 */
const noto = 'node_modules/@expo-google-fonts/noto-sans-devanagari';
const fonts: Record<Locale, { family: string; bold: string; regular: string }> = {
  en: {
    family: 'DejaVu Sans',
    bold: join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    regular: join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  },
  hi: {
    family: 'Noto Sans Devanagari',
    bold: join(root, noto, '700Bold/NotoSansDevanagari_700Bold.ttf'),
    regular: join(root, noto, '400Regular/NotoSansDevanagari_400Regular.ttf'),
  },
};
const palette = { navy: '#0b2545', saffron: '#f18f01', white: '#ffffff', mist: '#dbe4ee' };

/** Text for Pango markup. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type TextOptions = { size: number; color: string; locale: Locale; bold?: boolean; width?: number };

/**
 * What every card shares, or many do (the brand, the call line, a badge, a tagline, the logo, the
 * shade), is drawn once: a promise per key, so the two workers never draw the same thing twice.
 */
const drawn = new Map<string, Promise<unknown>>();
function once<T>(key: string, draw: () => Promise<T>): Promise<T> {
  if (!drawn.has(key)) drawn.set(key, draw());
  return drawn.get(key) as Promise<T>;
}

/** Renders one block of text as a transparent PNG (1 pt = 1 px at 72 dpi), wrapped at `width`. */
function textImage(text: string, options: TextOptions) {
  return once(`text:${JSON.stringify([text, options])}`, () => drawText(text, options));
}

async function drawText(text: string, { size, color, locale, bold = false, width }: TextOptions) {
  const font = fonts[locale];
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escape(text)}</span>`,
      font: `${font.family}${bold ? ' Bold' : ''} ${size}`,
      fontfile: bold ? font.bold : font.regular,
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

/** Navy from the left keeps the text readable and lets the artwork show on the right; saffron over the footer band. */
function drawShade(bandHeight: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="${palette.navy}" stop-opacity="0.96"/>
        <stop offset="0.5" stop-color="${palette.navy}" stop-opacity="0.8"/>
        <stop offset="0.85" stop-color="${palette.navy}" stop-opacity="0.1"/>
        <stop offset="1" stop-color="${palette.navy}" stop-opacity="0"/>
      </linearGradient></defs>
      <rect width="${W}" height="${H - bandHeight}" fill="url(#g)"/>
      <rect y="${H - bandHeight}" width="${W}" height="6" fill="${palette.saffron}"/>
    </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function drawCard(card: OgCard): Promise<Buffer> {
  const { locale } = card;
  const pad = 64;
  const bandHeight = 76;
  const shade = await once('shade', () => drawShade(bandHeight));
  const logo = await once('logo', () => sharp(logoSvg, { density: 300 }).resize(68, 68).png().toBuffer());
  const brand = await textImage(company.name, { size: 34, color: palette.white, locale, bold: true });
  const headline = await fittedText(
    card.headline,
    { color: palette.white, locale, bold: true, width: 760 },
    [70, 64, 58, 52],
    2,
  );
  const tagline = await fittedText(card.tagline, { color: palette.mist, locale, width: 800 }, [28, 26, 24], 2);
  const phone = await textImage(card.call, { size: 26, color: palette.white, locale, bold: true });
  const host = await textImage(new URL(env.SITE_URL).host, { size: 24, color: palette.mist, locale });

  const layers: OverlayOptions[] = [
    { input: shade, left: 0, top: 0 },
    { input: logo, left: pad, top: 48 },
    { input: brand.input, left: pad + 68 + 18, top: 48 + Math.round((68 - brand.height) / 2) },
  ];
  let y = 160;
  layers.push({ input: headline.input, left: pad, top: y });
  y += headline.height + 26;
  if (card.badge) {
    const badgeText = await textImage(card.badge, { size: 30, color: palette.navy, locale, bold: true });
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
  return (
    sharp(join(publicDir, card.artwork))
      .resize(W, H - bandHeight, { fit: 'cover', position: 'right' })
      .extend({ bottom: bandHeight, background: palette.navy })
      .composite(layers)
      // libjpeg-turbo's progressive JPEG: within 2-3% of mozjpeg's size at eight times its speed, so
      // drawing both languages' previews adds seconds, not tens of seconds, to the build.
      .jpeg({ quality: 86, progressive: true })
      .toBuffer()
  );
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
  // Every English page and every Hindi one; the cards first, so a Hindi page without its headline
  // stops the build before anything is drawn.
  const routes = [...allRoutes, ...hindiRoutes];
  const queue = routes.map((address) => ({ address, card: ogCard(address) }));
  // Two cards at a time: libvips already uses every core for each, and two keep them busy.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const data = await drawCard(next.card);
      if (data.length > MAX_BYTES) {
        throw new Error(
          `make-og-images: the preview of ${next.address} is ${Math.round(data.length / 1024)} KB (limit ${MAX_BYTES / 1024} KB)`,
        );
      }
      const { locale, path } = splitLocale(next.address);
      writeFileSync(join(publicDir, ogImagePath(path, locale)), data);
    }
  };
  await Promise.all([worker(), worker()]);
  await drawIcons();
  console.log(
    `make-og-images: ${routes.length} previews (${hindiRoutes.length} in Hindi) and the icons in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
