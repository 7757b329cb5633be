/** Gallery, car transport: carriers and flatbeds on the road and at a loading ramp, in four variants. */
import { C, TIMES } from '../core/palette.mjs';
import { mix, darken, num, rect, poly, stroke, group, place } from '../core/svg.mjs';
import { drawSky, drawSun, drawClouds, drawHills, drawTree, drawRoad } from '../draw/backdrops.mjs';
import { drawWheel, wheelArch, drawTruck, drawCar, drawCarCarrier, carColors } from '../draw/vehicles.mjs';

/** Car transport, variant 0 to 3 (see the gallery alt texts in content/media.ts). */
export function sceneCar(doc, W, H, variant) {
  const rng = doc.rng;
  const k = H / 600;
  const time = ['day', 'dusk', 'day', 'dawn'][variant];
  const T = TIMES[time];
  const roadY = H * 0.76;
  const out = [drawSky(doc, W, H, T.sky), drawClouds(rng, W, 40, 180, '#ffffff', 3, time === 'day' ? 0.8 : 0.25)];
  if (T.sun) out.push(drawSun(doc, W * rng.range(0.2, 0.8), roadY - 170 * k, 30 * k, T.sun));
  out.push(drawHills(rng, W, H, roadY - 90 * k, 50, mix(T.far, T.sky[2], 0.3), 180));
  for (let x = rng.range(0, 50); x < W; x += rng.range(90, 160))
    out.push(
      drawTree(x, roadY - 2, rng.range(0.5, 0.8), darken(mix(T.near, C.green, 0.45), 0.05), darken(T.near, 0.2)),
    );
  out.push(drawRoad(W, roadY, H - roadY));
  const cars = carColors(rng, 6);
  if (variant === 0) {
    out.push(place(W * 0.5, H - 30 * k, 1.08 * k, drawCarCarrier(doc, { cars })));
  } else if (variant === 1) {
    // single-car flatbed
    const s = 1.45 * k;
    const load = [
      place(140, -72, 1.2, drawCar(cars[0])),
      rect(82, -84, 8, 14, C.saffron),
      rect(226, -84, 8, 14, C.saffron),
    ];
    out.push(place(W * 0.5, H - 24 * k, s, drawTruck(doc, { cargo: 'open', load, body: C.navy, gate: false })));
  } else if (variant === 2) {
    // car driving up the ramps onto the lower deck
    const s = 0.88 * k;
    const x = W * 0.62;
    out.push(place(x, H - 30 * k, s, drawCarCarrier(doc, { cars: [null, cars[1], cars[2], cars[3], cars[4], null] })));
    const deckX = x - 321 * s;
    const deckY = H - 30 * k - 66 * s;
    const foot = [deckX - 210 * k, H - 30 * k];
    out.push(poly([foot[0], foot[1], deckX, deckY, deckX, deckY + 8, foot[0] + 12, foot[1]], C.metal));
    const ang = (Math.atan2(deckY - foot[1], deckX - foot[0]) * 180) / Math.PI;
    out.push(
      group(
        {
          transform: `translate(${num((foot[0] + deckX) / 2 - 6)} ${num((foot[1] + deckY) / 2)}) rotate(${num(ang)}) scale(${num(s)})`,
        },
        drawCar(cars[5]),
      ),
    );
  } else {
    // close-up of a car strapped on the trailer deck
    const s = 2.2 * k;
    out.push(rect(0, H - 130 * k, W, 40 * k, C.navy2), rect(0, H - 130 * k, W, 8 * k, C.saffron));
    out.push(place(W * 0.5, H - 130 * k, s, drawCar(cars[0], { roof: rng.range(0.95, 1.1) })));
    for (const wx of [38, 124]) {
      const cx = W * 0.5 + (wx - 80) * s;
      out.push(
        stroke(
          `M${num(cx - 40 * k)} ${num(H - 130 * k)} Q${num(cx)} ${num(H - 200 * k)} ${num(cx + 40 * k)} ${num(H - 130 * k)}`,
          C.saffron,
          8 * k,
        ),
      );
    }
    out.push(rect(0, H - 92 * k, W, 14 * k, '#2a2d33'));
    for (const x of [W * 0.14, W * 0.26, W * 0.78])
      out.push(wheelArch(x, H - 90 * k, 40 * k), drawWheel(x, H - 52 * k, 36 * k));
  }
  return out;
}
