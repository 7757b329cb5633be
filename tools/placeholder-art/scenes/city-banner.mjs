/** The banner of a city page: the city's landmark and skyline at a seeded time of day, a road and a company truck. */
import { C, TIMES } from '../core/palette.mjs';
import { mix, darken, rect, circle, place } from '../core/svg.mjs';
import {
  drawSky,
  drawSun,
  drawMoon,
  drawClouds,
  drawHills,
  drawTree,
  drawPalm,
  drawStreetLamp,
  drawRoad,
  calmLeft,
} from '../draw/backdrops.mjs';
import { LANDMARKS, CITY_LANDMARKS, drawSkyline } from '../draw/landmarks.mjs';
import { drawTruck } from '../draw/vehicles.mjs';

/** A city banner for `slug`; `time` fixes the time of day, `calm` darkens the left for the heading. */
export function sceneCityBanner(doc, W, H, slug, { time = null, calm = true } = {}) {
  const rng = doc.rng;
  const k = H / 400;
  const features = CITY_LANDMARKS[slug] ?? ['highrise'];
  const timeName =
    time ?? (slug === 'default' ? 'day' : rng.pick(['day', 'day', 'golden', 'teal', 'dawn', 'dusk', 'night']));
  const T = TIMES[timeName];
  const night = timeName === 'night';
  const tint = rng.pick([C.saffron, C.blue, '#2e7d6b', '#7a3e48', C.steel]);
  const sky = T.sky.map((c, i) => mix(c, tint, i === 2 ? 0.1 : 0.04));
  const roadY = H * 0.79;
  const landmarkX = W * rng.range(0.62, 0.8);
  const out = [drawSky(doc, W, H, sky)];
  if (T.sun) out.push(drawSun(doc, W * rng.range(0.55, 0.9), H * rng.range(0.22, 0.45), rng.range(26, 40) * k, T.sun));
  else {
    out.push(drawMoon(W * rng.range(0.6, 0.92), H * 0.2, 18 * k, sky[0]));
    for (let i = 0; i < 40; i++)
      out.push(
        circle(rng.range(0, W), rng.range(0, H * 0.5), rng.range(0.6, 1.6), '#ffffff', {
          'fill-opacity': rng.range(0.3, 0.8),
        }),
      );
  }
  if (!night) out.push(drawClouds(rng, W, 30 * k, 130 * k, '#ffffff', rng.int(2, 4), timeName === 'dusk' ? 0.3 : 0.75));
  if (features.includes('hills'))
    out.push(drawHills(rng, W, H, roadY - 110 * k, 70 * k, mix(T.far, sky[2], 0.35), 200));
  out.push(drawSkyline(rng, W, roadY, { minH: 50 * k, maxH: 150 * k, color: T.far }));
  const main = features[0];
  const lmScale = (main === 'bridge' ? 0.9 : rng.range(0.78, 0.95)) * k;
  const halfWidth =
    { bridge: 250, fort: 180, palace: 175, factory: 185, warehouse: 200, cranes: 220, palms: 130, highrise: 140 }[
      main
    ] ?? 100;
  const gaps = [[landmarkX - halfWidth * lmScale, landmarkX + halfWidth * lmScale]];
  if (features[1] && features[1] !== 'hills') {
    const x2 = landmarkX > W * 0.7 ? landmarkX - W * 0.24 : landmarkX + W * 0.22;
    out.push(place(x2, roadY, 0.7 * k, LANDMARKS[features[1]](mix(T.near, T.far, 0.35), C.saffron)));
  }
  out.push(place(landmarkX, roadY, lmScale, LANDMARKS[main](mix(T.near, T.far, 0.2), C.saffron)));
  out.push(
    drawSkyline(rng, W, roadY, {
      minH: 24 * k,
      maxH: 96 * k,
      color: T.near,
      gaps,
      windows: { density: 0.55, lit: T.litRate, color: T.win, litColor: T.lit },
    }),
  );
  out.push(rect(0, roadY - 2, W, 12 * k, mix('#8a8f98', T.near, 0.4)));
  const palms = features.includes('palms') || slug === 'chennai' || slug === 'mumbai';
  for (let x = rng.range(20, 80); x < W; x += rng.range(150, 220)) {
    out.push(
      palms
        ? drawPalm(x, roadY + 4, 0.5 * k, darken(T.near, 0.1), darken(T.near, 0.1))
        : drawTree(x, roadY + 4, 0.7 * k, darken(mix(T.near, C.green, 0.35), 0.1), darken(T.near, 0.2)),
    );
  }
  for (let x = 120; x < W; x += 260) out.push(drawStreetLamp(x, roadY + 6, 0.6 * k, darken(T.near, 0.2), night));
  out.push(drawRoad(W, roadY + 8 * k, H - roadY - 8 * k, { dashOffset: rng.range(0, 80) }));
  const truckX = W * rng.range(0.66, 0.84);
  const flip = rng.chance(0.35);
  out.push(
    place(
      truckX,
      H - 16 * k,
      0.44 * k,
      drawTruck(doc, { lights: night, cab: rng.pick([C.saffron, C.saffron, C.white]) }),
      flip,
    ),
  );
  if (calm) out.push(calmLeft(doc, W, H, 0.5, 0.85));
  return out;
}
