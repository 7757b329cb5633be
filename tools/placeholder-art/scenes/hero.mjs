/** The home page's three hero slides (a highway at dawn, a living room being packed, a warehouse yard); two also serve as video posters. */
import { C, TIMES } from '../core/palette.mjs';
import { makeRng } from '../core/random.mjs';
import { mix, darken, rect, poly, place } from '../core/svg.mjs';
import {
  drawSky,
  drawSun,
  drawMoon,
  drawClouds,
  drawBirds,
  drawHills,
  drawTree,
  drawPowerLine,
  drawGuardRail,
  drawRoad,
  drawRoom,
  calmLeft,
} from '../draw/backdrops.mjs';
import { corrugatedFill } from '../draw/fills.mjs';
import { drawSofa, drawFridge, drawLamp, drawRolls } from '../draw/furniture.mjs';
import { drawBox, drawBoxStack, drawPallet, drawRack } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';
import { drawTruck, truckLoad, drawCarCarrier, carColors, drawForklift } from '../draw/vehicles.mjs';

/** A truck on a highway through hills; `truck` is a loaded flatbed (open), a box truck or a car carrier. */
export function sceneHighway(
  doc,
  W,
  H,
  { time = 'dawn', calm = true, truck = 'open', truckX = 0.72, truckScale = 1 } = {},
) {
  const rng = doc.rng;
  const T = TIMES[time];
  const roadY = H * 0.76;
  const out = [drawSky(doc, W, H, T.sky)];
  if (T.sun) out.push(drawSun(doc, W * 0.74, roadY - H * 0.17, H * 0.11, T.sun));
  else out.push(drawMoon(W * 0.8, H * 0.18, H * 0.04, T.sky[0]));
  out.push(drawClouds(rng, W, H * 0.08, H * 0.32, '#ffffff', 3, time === 'day' ? 0.8 : 0.22));
  if (T.sun) out.push(drawBirds(rng, W * 0.8, H * 0.25, 4, darken(T.near, 0.1)));
  out.push(drawHills(rng, W, H, roadY - H * 0.2, H * 0.1, mix(T.far, T.sky[2], 0.3), 220));
  out.push(drawHills(rng, W, H, roadY - H * 0.1, H * 0.08, mix(T.far, T.near, 0.5), 160));
  for (let x = rng.range(0, 60); x < W; x += rng.range(90, 170))
    out.push(drawTree(x, roadY - 4, rng.range(0.6, 1), darken(mix(T.near, C.green, 0.4), 0.1), darken(T.near, 0.2)));
  out.push(drawPowerLine(rng, W, roadY - 2, darken(T.near, 0.15)));
  out.push(drawGuardRail(W, roadY + 4, '#9aa3ad'));
  out.push(drawRoad(W, roadY, H - roadY, { dashOffset: rng.range(0, 80) }));
  const truckOpts = { lights: time === 'night', cab: C.saffron };
  if (truck === 'open') Object.assign(truckOpts, { cargo: 'open', load: truckLoad(doc, rng) });
  const s = (H / 560) * truckScale;
  if (truck === 'carrier') {
    out.push(place(W * truckX, H - H * 0.08, s * 0.95, drawCarCarrier(doc, { cars: carColors(rng, 6) })));
  } else {
    out.push(place(W * truckX, H - H * 0.09, s * 1.05, drawTruck(doc, truckOpts)));
  }
  if (calm) out.push(calmLeft(doc, W, H, 0.45, 0.9));
  return out;
}

/** A living room being packed: wrapped furniture, cartons and packers. */
export function sceneHomePacking(doc, W, H, { calm = true, people = 2, sofaColor = null, wall = null } = {}) {
  const rng = doc.rng;
  const floorY = H * 0.74;
  const k = H / 560;
  const out = [
    drawRoom(doc, W, H, {
      wall: wall ?? rng.pick([C.sand, '#ece3d3', '#e3e8e4']),
      floorY,
      window: { x: W * 0.72, y: H * 0.12, w: W * 0.15, h: H * 0.38 },
      frames: [
        { x: W * 0.12, y: H * 0.16, w: 120 * k, h: 90 * k },
        { x: W * 0.28, y: H * 0.22, w: 80 * k, h: 100 * k },
      ],
    }),
  ];
  out.push(place(W * 0.5, floorY + 40 * k, 1.1 * k, drawLamp(doc, { wrapped: true })));
  out.push(
    place(
      W * 0.61,
      floorY + 44 * k,
      1.2 * k,
      drawSofa(doc, { color: sofaColor ?? rng.pick(['#7a3e48', '#2e6f73', '#8a6d3b', '#4a5a8a']), wrapped: true }),
    ),
  );
  out.push(drawBoxStack(rng, W * 0.79, floorY + 50 * k, W * 0.16, { rows: 3, size: 70 * k, label: 0.6, arrows: 0.5 }));
  out.push(place(W * 0.965, floorY + 58 * k, 1.05 * k, drawFridge(doc, { wrapped: true })));
  out.push(place(W * 0.43, H - 22 * k, 0.7 * k, drawRolls(doc)));
  if (people >= 1) out.push(place(W * 0.745, H - 26 * k, 1.15 * k, packer(doc, rng, 'wrap'), true));
  if (people >= 2)
    out.push(place(W * 0.89, H - 8 * k, 1.2 * k, packer(doc, rng, 'carry', { boxTone: '#e0bd8c' }), true));
  if (calm) out.push(calmLeft(doc, W, H, 0.45, 0.9));
  return out;
}

/** A warehouse with one door open on its racks, a forklift and a car carrier. */
export function sceneWarehouseYard(doc, W, H, { calm = true } = {}) {
  const rng = doc.rng;
  const k = H / 560;
  const groundY = H * 0.7;
  const out = [drawSky(doc, W, H, TIMES.dusk.sky)];
  out.push(drawSun(doc, W * 0.9, groundY - 120 * k, 30 * k, TIMES.dusk.sun));
  // warehouse building
  out.push(
    poly(
      [0, groundY, 0, H * 0.2, W * 0.5, H * 0.1, W * 0.86, H * 0.2, W * 0.86, groundY],
      corrugatedFill(doc, '#5d6f86'),
    ),
    poly(
      [0, H * 0.2, W * 0.5, H * 0.1, W * 0.86, H * 0.2, W * 0.86, H * 0.23, W * 0.5, H * 0.13, 0, H * 0.23],
      C.navy2,
    ),
  );
  const doors = [0.1, 0.34, 0.58];
  doors.forEach((d, i) => {
    const dx = W * d;
    const dw = W * 0.18;
    const top = H * 0.32;
    if (i === 2) {
      out.push(rect(dx, top, dw, groundY - top, '#f6d9a4'));
      out.push(
        drawRack(doc, makeRng(`yard-rack-${i}`), dx + 10, groundY - 6, dw - 20, (groundY - top) * 0.8, {
          bays: 2,
          levels: 3,
        }),
      );
      out.push(rect(dx, top, dw, 16, C.metal));
    } else {
      out.push(rect(dx, top, dw, groundY - top, '#9aa8b8'));
      for (let y = top + 10; y < groundY; y += 12) out.push(rect(dx, y, dw, 2, '#7f8ea0'));
    }
    out.push(rect(dx - 6, top - 8, dw + 12, 8, C.saffron));
  });
  out.push(rect(0, groundY, W, H - groundY, '#6d7480'), rect(0, groundY, W, 8, '#8a919c'));
  for (let x = 40; x < W; x += 140)
    out.push(rect(x, groundY + (H - groundY) * 0.55, 70, 6, C.saffronLight, { 'fill-opacity': 0.8 }));
  out.push(
    place(
      W * 0.37,
      groundY + 40 * k,
      0.7 * k,
      drawForklift(doc, { load: [drawPallet(150, -30, 64), drawBox(154, -44, 52, 40, { depth: 6 })] }),
    ),
  );
  out.push(place(W * 0.7, H - 24 * k, 1.0 * k, drawCarCarrier(doc, { cars: carColors(rng, 6) })));
  if (calm) out.push(calmLeft(doc, W, H, 0.45, 0.9));
  return out;
}
