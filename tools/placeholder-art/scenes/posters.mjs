/** Video posters: a family moving, loading, taping, an office move, a route map, the team (the HTML adds the play button). */
import { C, TIMES } from '../core/palette.mjs';
import { darken, num, rect, circle, poly, line, stroke, place } from '../core/svg.mjs';
import { drawSky, drawSun, drawClouds, drawHills, drawRoom } from '../draw/backdrops.mjs';
import { drawSofa, drawPlant, drawTv, drawChair, drawTable, drawMonitor, drawRolls } from '../draw/furniture.mjs';
import { drawBox, drawBoxStack } from '../draw/goods.mjs';
import { drawSkyline } from '../draw/landmarks.mjs';
import { packer, civilian } from '../draw/people.mjs';
import { drawPin } from '../draw/signs.mjs';
import { drawTruck } from '../draw/vehicles.mjs';
import { drawMap } from './map.mjs';

/** A family moving out of their house with a truck, or (unpacking) settling into the new home. */
export function sceneFamily(doc, W, H, { unpacking = false } = {}) {
  const rng = doc.rng;
  const k = H / 540;
  const groundY = H * 0.8;
  const out = [];
  if (unpacking) {
    out.push(
      drawRoom(doc, W, H, {
        wall: '#efe6d6',
        floorY: groundY - 30 * k,
        window: { x: W * 0.62, y: H * 0.12, w: W * 0.16, h: H * 0.36 },
      }),
    );
    out.push(place(W * 0.3, groundY + 10 * k, 1.1 * k, drawSofa(doc, { color: rng.pick(['#2e6f73', '#7a3e48']) })));
    out.push(drawPlant(W * 0.1, groundY + 16 * k, 1.2 * k));
  } else {
    out.push(drawSky(doc, W, H, TIMES.day.sky), drawClouds(rng, W, 40, 160, '#ffffff', 3, 0.8));
    out.push(drawHills(rng, W, H, groundY - 90 * k, 40, '#b7c9b2', 200));
    // house
    const hx = W * 0.08;
    const hw = W * 0.36;
    out.push(
      rect(hx, groundY - 250 * k, hw, 250 * k, '#f3e6cf'),
      poly(
        [hx - 20 * k, groundY - 250 * k, hx + hw / 2, groundY - 340 * k, hx + hw + 20 * k, groundY - 250 * k],
        '#b4533a',
      ),
    );
    out.push(
      rect(hx + hw * 0.42, groundY - 120 * k, hw * 0.16, 120 * k, '#7a4b2a'),
      rect(hx + hw * 0.12, groundY - 200 * k, hw * 0.2, 60 * k, C.glass),
      rect(hx + hw * 0.68, groundY - 200 * k, hw * 0.2, 60 * k, C.glass),
    );
    out.push(
      rect(0, groundY, W, H - groundY, '#9fbf8f'),
      rect(hx + hw * 0.38, groundY, hw * 0.24, H - groundY, '#d8cdb8'),
    );
    out.push(place(W * 0.8, groundY + 26 * k, 0.72 * k, drawTruck(doc, {}), true));
  }
  out.push(drawBoxStack(rng, W * 0.42, groundY + 40 * k, W * 0.16, { rows: 3, size: 58 * k, label: 0.6, arrows: 0.5 }));
  out.push(place(W * 0.34, H - 6 * k, 1.05 * k, civilian(doc, rng, unpacking ? 'tape' : 'carry', { woman: false })));
  out.push(
    place(W * 0.64, H - 4 * k, 1.0 * k, civilian(doc, rng, unpacking ? 'stand' : 'wave', { woman: true }), true),
  );
  out.push(place(W * 0.56, H - 2 * k, 0.62 * k, civilian(doc, rng, 'carry', { woman: rng.chance(0.5) })));
  if (unpacking)
    out.push(
      drawBox(W * 0.5, H - 4 * k, 80 * k, 60 * k, { label: true }),
      poly([W * 0.5, H - 64 * k, W * 0.46, H - 96 * k, W * 0.5 + 10 * k, H - 64 * k], darken(C.card, 0.05)),
    );
  return out;
}

/** Packers carrying cartons up a ramp into a truck. */
export function sceneLoading(doc, W, H) {
  const rng = doc.rng;
  const k = H / 540;
  const groundY = H * 0.86;
  const out = [
    drawSky(doc, W, H, TIMES.day.sky),
    drawSkyline(rng, W, groundY - 10, { minH: 60, maxH: 200, color: '#a7bad0' }),
  ];
  out.push(rect(0, groundY - 12, W, H - groundY + 12, '#b8b2a3'));
  const s = 1.25 * k;
  const tx = W * 0.66;
  out.push(
    place(
      tx,
      groundY,
      s,
      drawTruck(doc, { cargo: 'cutaway', inside: drawBoxStack(rng, 40, -70, 230, { rows: 3, size: 44, label: 0.5 }) }),
    ),
  );
  const deck = [tx - 200 * s, groundY - 70 * s];
  const foot = [deck[0] - 220 * k, groundY];
  out.push(poly([foot[0], foot[1], deck[0], deck[1], deck[0], deck[1] + 8, foot[0] + 12, foot[1]], C.metal));
  out.push(
    place(
      foot[0] + 140 * k,
      groundY - (140 / 220) * (groundY - deck[1]),
      1.0 * k,
      packer(doc, rng, 'carry', { walk: true }),
    ),
  );
  out.push(place(W * 0.1, groundY + 4 * k, 1.0 * k, packer(doc, rng, 'carry', { walk: true })));
  out.push(drawBoxStack(rng, W * 0.02, groundY + 30 * k, W * 0.06, { rows: 1, size: 50 * k }));
  return out;
}

/** A packer taping a carton among stacks of cartons. */
export function sceneTaping(doc, W, H) {
  const rng = doc.rng;
  const k = H / 540;
  const floorY = H * 0.72;
  const out = [
    drawRoom(doc, W, H, {
      floorY,
      window: { x: W * 0.7, y: H * 0.12, w: W * 0.16, h: H * 0.34 },
      frames: [{ x: W * 0.12, y: H * 0.16, w: 120 * k, h: 90 * k }],
    }),
  ];
  out.push(drawBoxStack(rng, W * 0.05, H - 10 * k, W * 0.28, { rows: 3, size: 80 * k, label: 0.6, arrows: 0.4 }));
  out.push(drawBox(W * 0.5, H - 14 * k, 120 * k, 90 * k, { label: true }));
  out.push(place(W * 0.44, H - 4 * k, 1.15 * k, packer(doc, rng, 'tape')));
  out.push(place(W * 0.78, H - 10 * k, 0.8 * k, drawRolls(doc)));
  out.push(place(W * 0.9, floorY + 40 * k, 0.9 * k, drawTv(doc, { wrapped: true })));
  return out;
}

/** An office move: wrapped monitors on desks and a trolley of cartons. */
export function sceneOffice(doc, W, H) {
  const rng = doc.rng;
  const k = H / 540;
  const floorY = H * 0.72;
  const out = [drawRoom(doc, W, H, { wall: '#e3e8ec', floor: '#8f99a6', floorY })];
  for (let x = W * 0.05; x < W * 0.9; x += W * 0.22)
    out.push(
      rect(x, H * 0.1, W * 0.16, H * 0.3, '#bcd6ea'),
      rect(x, H * 0.1, W * 0.16, H * 0.3, 'none', { stroke: '#ffffff', 'stroke-width': 8 }),
    );
  for (const x of [0.18, 0.46]) {
    out.push(
      place(W * x, floorY + 40 * k, 1.1 * k, drawTable(200, 80, '#c7b08a')),
      place(W * x - 40 * k, floorY + 40 * k - 88 * k, 1.1 * k, drawMonitor(doc, true)),
      place(W * x + 50 * k, floorY + 40 * k - 88 * k, 1.0 * k, drawMonitor(doc, true)),
    );
  }
  // trolley with boxes
  const tx = W * 0.66;
  out.push(
    rect(tx, H - 40 * k, 170 * k, 10 * k, C.metal),
    line(tx + 170 * k, H - 40 * k, tx + 190 * k, H - 160 * k, C.metal, 5),
    circle(tx + 20 * k, H - 22 * k, 10 * k, '#22252a'),
    circle(tx + 150 * k, H - 22 * k, 10 * k, '#22252a'),
  );
  out.push(drawBoxStack(rng, tx + 6 * k, H - 40 * k, 150 * k, { rows: 3, size: 56 * k, label: 0.8 }));
  out.push(place(tx + 226 * k, H - 6 * k, 1.1 * k, packer(doc, rng, 'push', { walk: true }), true));
  out.push(
    place(W * 0.06, H - 20 * k, 0.9 * k, drawChair('#3a3f47')),
    place(W * 0.1, H - 10 * k, 0.9 * k, drawChair('#3a3f47')),
  );
  return out;
}

/** A dashed route between two pins on the street map, with a truck on the way. */
export function sceneRouteMap(doc, W, H) {
  const rng = doc.rng;
  const k = H / 540;
  const out = [drawMap(doc, rng, W, H, { pin: false })];
  const a = [W * 0.22, H * 0.3];
  const b = [W * 0.78, H * 0.62];
  out.push(
    stroke(
      `M${num(a[0])} ${num(a[1])} C${num(W * 0.4)} ${num(H * 0.7)} ${num(W * 0.6)} ${num(H * 0.2)} ${num(b[0])} ${num(b[1])}`,
      C.saffron,
      7 * k,
      { 'stroke-dasharray': `${num(16 * k)} ${num(12 * k)}` },
    ),
  );
  out.push(place(a[0], a[1], 1.1 * k, drawPin(C.navy, C.saffron)), place(b[0], b[1], 1.3 * k, drawPin()));
  out.push(place(W * 0.5, H * 0.5, 0.5 * k, drawTruck(doc, {})));
  return out;
}

/** The packing team in front of a truck at dawn. */
export function sceneTeam(doc, W, H) {
  const rng = doc.rng;
  const k = H / 540;
  const groundY = H * 0.9;
  const out = [drawSky(doc, W, H, TIMES.dawn.sky), drawSun(doc, W * 0.8, H * 0.5, 40 * k, TIMES.dawn.sun)];
  out.push(drawHills(rng, W, H, H * 0.6, 50, '#7d7f9f', 200));
  out.push(rect(0, H * 0.66, W, H * 0.34, '#b8b2a3'));
  out.push(place(W * 0.5, H * 0.78, 1.2 * k, drawTruck(doc, {})));
  const poses = ['stand', 'wave', 'stand', 'carry', 'stand'];
  poses.forEach((p, i) =>
    out.push(place(W * (0.22 + i * 0.14), groundY + 30 * k, 1.15 * k, packer(doc, rng, p), i >= 3)),
  );
  return out;
}
