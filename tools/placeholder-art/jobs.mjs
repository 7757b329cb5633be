/**
 * The picture list: every file the tool writes, with its size, seed and scene. Paths are relative to
 * the output root (the repository unless --out is given).
 */
import path from 'node:path';
// Run through tsx (npm run artwork), so the typed content is imported directly.
import { cities } from '../../content/cities.ts';
import { priceRows } from '../../content/prices.ts';
import { posterOverlay } from './draw/backdrops.mjs';
import { logoSvg } from './draw/brand.mjs';
import { sceneAboutTeam, sceneAboutWarehouse, sceneAboutSafety } from './scenes/about.mjs';
import { sceneCityBanner } from './scenes/city-banner.mjs';
import { sceneContainerBike, sceneBikeRamp, sceneBikeCrate } from './scenes/gallery-bike.mjs';
import { sceneCar } from './scenes/gallery-car.mjs';
import { sceneHousehold } from './scenes/gallery-household.mjs';
import { sceneStorage } from './scenes/gallery-storage.mjs';
import { sceneWooden } from './scenes/gallery-wooden.mjs';
import { sceneHighway, sceneHomePacking, sceneWarehouseYard } from './scenes/hero.mjs';
import { drawMap } from './scenes/map.mjs';
import { sceneFamily, sceneLoading, sceneTaping, sceneOffice, sceneRouteMap, sceneTeam } from './scenes/posters.mjs';
import { sceneRateChart } from './scenes/rate-chart.mjs';
import { BADGES, badgeSvg } from './svg-files/badges.mjs';
import { ICONS, iconSvg } from './svg-files/icons.mjs';

/** Cities that have a banner of their own (the others use default.webp): read from the content. */
const CITY_SLUGS = cities.filter((c) => c.img).map((c) => c.slug);

/** The video posters in file order (poster-1 to poster-14; their titles are in content/media.ts). */
const POSTER_SCENES = [
  (doc, W, H) => sceneHighway(doc, W, H, { time: 'day', calm: false, truck: 'box', truckX: 0.55 }),
  (doc, W, H) => sceneFamily(doc, W, H),
  (doc, W, H) => sceneLoading(doc, W, H),
  (doc, W, H) => sceneTaping(doc, W, H),
  (doc, W, H) => sceneHomePacking(doc, W, H, { calm: false, people: 1 }),
  (doc, W, H) => sceneStorage(doc, W, H, 0),
  (doc, W, H) => sceneHighway(doc, W, H, { time: 'dusk', calm: false, truck: 'carrier', truckX: 0.5 }),
  (doc, W, H) => sceneContainerBike(doc, W, H, { variant: 0 }),
  (doc, W, H) => sceneWooden(doc, W, H, 2),
  (doc, W, H) => sceneCityBanner(doc, W, H, 'evening-drive', { time: 'dusk', calm: false }),
  (doc, W, H) => sceneOffice(doc, W, H),
  (doc, W, H) => sceneFamily(doc, W, H, { unpacking: true }),
  (doc, W, H) => sceneRouteMap(doc, W, H),
  (doc, W, H) => sceneTeam(doc, W, H),
];

/** The gallery's four pictures per category, in file order (alt texts in content/media.ts). */
const GALLERY = {
  bike: [
    (d, W, H) => sceneContainerBike(d, W, H, { variant: 0 }),
    (d, W, H) => sceneBikeRamp(d, W, H),
    (d, W, H) => sceneContainerBike(d, W, H, { variant: 2 }),
    (d, W, H) => sceneBikeCrate(d, W, H),
  ],
  household: [0, 1, 2, 3].map((v) => (d, W, H) => sceneHousehold(d, W, H, v)),
  storage: [0, 1, 2, 3].map((v) => (d, W, H) => sceneStorage(d, W, H, v)),
  car: [0, 1, 2, 3].map((v) => (d, W, H) => sceneCar(d, W, H, v)),
  wooden: [0, 1, 2, 3].map((v) => (d, W, H) => sceneWooden(d, W, H, v)),
};

/** Raster jobs: output path (relative to public/images), pixel size, design size, seed, scene. */
export function rasterJobs() {
  const jobs = [
    {
      file: 'hero/slide-1.webp',
      w: 1280,
      h: 560,
      seed: 'hero-1',
      draw: (d, W, H) => sceneHighway(d, W, H, { time: 'dawn' }),
    },
    { file: 'hero/slide-2.webp', w: 1280, h: 560, seed: 'hero-2', draw: (d, W, H) => sceneHomePacking(d, W, H) },
    { file: 'hero/slide-3.webp', w: 1280, h: 560, seed: 'hero-3', draw: (d, W, H) => sceneWarehouseYard(d, W, H) },
  ];
  for (const slug of [...CITY_SLUGS, 'default']) {
    jobs.push({
      file: `cities/${slug}.webp`,
      w: 1280,
      h: 400,
      seed: `city-${slug}`,
      draw: (d, W, H) => sceneCityBanner(d, W, H, slug),
    });
  }
  jobs.push({
    file: 'rate-chart.webp',
    w: 960,
    h: 540,
    seed: 'rate-chart',
    draw: (d, W, H) => sceneRateChart(d, W, H, priceRows),
  });
  for (const [category, scenes] of Object.entries(GALLERY)) {
    scenes.forEach((draw, i) =>
      jobs.push({
        file: `gallery/${category}-${i + 1}.webp`,
        w: 800,
        h: 600,
        seed: `gallery-${category}-${i + 1}`,
        draw,
      }),
    );
  }
  POSTER_SCENES.forEach((draw, i) =>
    jobs.push({
      file: `videos/poster-${i + 1}.webp`,
      w: 640,
      h: 360,
      vw: 960,
      vh: 540,
      seed: `poster-${i + 1}`,
      draw: (d, W, H) => [draw(d, W, H), posterOverlay(d, W, H)],
    }),
  );
  jobs.push({
    file: 'map-office.webp',
    w: 600,
    h: 450,
    seed: 'map-ghansoli',
    draw: (d, W, H) => drawMap(d, d.rng, W, H),
  });
  jobs.push({ file: 'about/team-packing.webp', w: 960, h: 640, seed: 'about-team', draw: sceneAboutTeam });
  jobs.push({ file: 'about/warehouse.webp', w: 960, h: 640, seed: 'about-warehouse', draw: sceneAboutWarehouse });
  jobs.push({ file: 'about/safety.webp', w: 960, h: 640, seed: 'about-safety', draw: sceneAboutSafety });
  return jobs;
}

const IMAGES = path.join('public', 'images');

/** Plain SVG files: output path (relative to the output root, since the favicon lives in app/) and text. */
export function svgJobs() {
  const jobs = [];
  for (const [name, inner] of Object.entries(ICONS))
    jobs.push({ file: path.join(IMAGES, 'icons', `${name}.svg`), text: iconSvg(inner) });
  jobs.push({ file: path.join(IMAGES, 'brand', 'logo.svg'), text: logoSvg() });
  jobs.push({ file: path.join('app', 'icon.svg'), text: logoSvg() });
  for (const [dir, set] of Object.entries(BADGES)) {
    for (const [name, badge] of Object.entries(set))
      jobs.push({ file: path.join(IMAGES, dir, `${name}.svg`), text: badgeSvg(badge) });
  }
  return jobs;
}
