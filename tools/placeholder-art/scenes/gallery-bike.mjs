/** Gallery, bike shifting: a strapped bike in a truck, a bike pushed up a ramp, a bike in a crate. */
import { C, TIMES } from '../core/palette.mjs';
import { darken, num, rect, circle, poly, line, group, place } from '../core/svg.mjs';
import { drawSky, drawClouds, drawHills, drawRoom } from '../draw/backdrops.mjs';
import { corrugatedFill } from '../draw/fills.mjs';
import { drawBoxStack, drawPallet, drawRack } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';
import { drawTruck, drawMotorbike } from '../draw/vehicles.mjs';

/** A bike strapped down inside a truck body (variant 2 wraps it, variant 1 leaves out the packer). */
export function sceneContainerBike(doc, W, H, { variant = 0 } = {}) {
  const rng = doc.rng;
  const k = H / 600;
  const wall = rng.pick(['#2f4466', '#3a4a5e', '#31465f']);
  const bx0 = W * 0.16;
  const bx1 = W * 0.84;
  const by0 = H * 0.16;
  const by1 = H * 0.66;
  const out = [
    rect(0, 0, W, H, darken(wall, 0.25)),
    poly([0, 0, W, 0, bx1, by0, bx0, by0], darken(wall, 0.4)),
    poly([0, 0, bx0, by0, bx0, by1, 0, H], darken(wall, 0.15)),
    poly([W, 0, bx1, by0, bx1, by1, W, H], darken(wall, 0.1)),
    rect(bx0, by0, bx1 - bx0, by1 - by0, corrugatedFill(doc, wall)),
    poly([0, H, bx0, by1, bx1, by1, W, H], '#8a6540'),
  ];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    out.push(line(bx0 + (bx1 - bx0) * t, by1, W * t, H, '#6e4f31', 2));
  }
  out.push(rect(W * 0.35, by0 * 0.45, W * 0.3, 8, '#fff2cc', { 'fill-opacity': 0.9 }));
  out.push(
    poly([W * 0.35, by0 * 0.45 + 8, W * 0.65, by0 * 0.45 + 8, W * 0.8, H, W * 0.2, H], '#fff2cc', {
      'fill-opacity': 0.07,
    }),
  );
  // boxes already loaded at the back
  out.push(drawBoxStack(rng, bx0 + 10, by1, (bx1 - bx0) * 0.3, { rows: 3, size: 56 * k, label: 0.5 }));
  out.push(drawBoxStack(rng, bx1 - (bx1 - bx0) * 0.26, by1, (bx1 - bx0) * 0.24, { rows: 2, size: 50 * k, label: 0.5 }));
  const color = rng.pick([C.red, '#1f3f7a', '#222831', '#2e7d6b', '#8e1b1b']);
  const bikeX = W * 0.5;
  const bikeY = H * 0.86;
  const s = 2.1 * k;
  const anchorL = [W * 0.2, H * 0.93];
  const anchorR = [W * 0.8, H * 0.93];
  out.push(place(bikeX, bikeY, s, drawMotorbike(doc, { color, wrapped: variant === 2 })));
  // straps from handlebar and pillion to floor rings
  const hb = [bikeX + (131 - 90) * s, bikeY - 114 * s];
  const rear = [bikeX + (20 - 90) * s, bikeY - 84 * s];
  for (const [from, to] of [
    [hb, anchorR],
    [rear, anchorL],
  ]) {
    out.push(
      line(from[0], from[1], to[0], to[1], C.saffron, 7 * k),
      rect((from[0] + to[0]) / 2 - 9, (from[1] + to[1]) / 2 - 6, 18, 12, C.metal, { rx: 2 }),
    );
    out.push(circle(to[0], to[1], 9 * k, 'none', { stroke: '#c7ccd3', 'stroke-width': 4 }));
  }
  if (variant !== 1) out.push(place(W * 0.8, H * 0.99, 1.45 * k, packer(doc, rng, 'tape'), true));
  // door frame of the truck body
  out.push(
    rect(0, 0, W, 18 * k, C.navy),
    rect(0, 0, 18 * k, H, C.navy),
    rect(W - 18 * k, 0, 18 * k, H, C.navy),
    rect(0, 18 * k, W, 5 * k, C.saffron),
  );
  return out;
}

/** A packer pushing a bike up the ramp into a truck. */
export function sceneBikeRamp(doc, W, H) {
  const rng = doc.rng;
  const k = H / 600;
  const groundY = H * 0.84;
  const out = [drawSky(doc, W, H, TIMES.day.sky), drawClouds(rng, W, 40, 160, '#ffffff', 3, 0.8)];
  out.push(drawHills(rng, W, H, groundY - 120 * k, 40, '#b7c9b2', 200));
  out.push(rect(0, groundY, W, H - groundY, '#b8b2a3'), rect(0, groundY, W, 6, '#a39c8c'));
  const truckS = 1.05 * k;
  const truckX = W * 0.68;
  out.push(
    place(
      truckX,
      groundY,
      truckS,
      drawTruck(doc, { cargo: 'cutaway', inside: drawBoxStack(rng, 150, -70, 120, { rows: 2, size: 46 }) }),
    ),
  );
  const deck = [truckX - 200 * truckS, groundY - 70 * truckS];
  const foot = [deck[0] - 250 * k, groundY];
  out.push(poly([foot[0], foot[1], deck[0], deck[1], deck[0], deck[1] + 8, foot[0] + 12, foot[1]], C.metal));
  const ang = (Math.atan2(deck[1] - foot[1], deck[0] - foot[0]) * 180) / Math.PI;
  const t = 0.62;
  const bx = foot[0] + (deck[0] - foot[0]) * t;
  const by = foot[1] + (deck[1] - foot[1]) * t;
  out.push(
    group(
      { transform: `translate(${num(bx)} ${num(by - 2)}) rotate(${num(ang)}) scale(${num(1.1 * k)})` },
      drawMotorbike(doc, { color: rng.pick([C.red, '#1f3f7a', '#222831']) }),
    ),
  );
  out.push(place(bx - 150 * k, groundY + 12 * k, 1.2 * k, packer(doc, rng, 'push', { walk: true })));
  return out;
}

/** A wrapped bike in an open wooden crate, with a packer holding a hammer. */
export function sceneBikeCrate(doc, W, H) {
  const rng = doc.rng;
  const k = H / 600;
  const floorY = H * 0.8;
  const out = [drawRoom(doc, W, H, { wall: '#dfe3e6', floor: '#9aa0a8', floorY })];
  out.push(drawRack(doc, rng, W * 0.02, floorY - 2, W * 0.3, floorY * 0.78, { bays: 2, levels: 3 }));
  const cx = W * 0.56;
  const s = 1.8 * k;
  out.push(drawPallet(cx - 190 * k, floorY + 30 * k, 380 * k));
  out.push(
    place(
      cx,
      floorY + 16 * k,
      s,
      drawMotorbike(doc, { color: rng.pick(['#1f3f7a', C.red, '#2e7d6b']), wrapped: true }),
    ),
  );
  // open-frame crate battens around the bike
  const x0 = cx - 190 * k;
  const x1 = cx + 190 * k;
  const top = floorY - 250 * k;
  const bottom = floorY + 16 * k;
  for (const x of [x0, x1 - 16 * k])
    out.push(
      rect(x, top, 16 * k, bottom - top, C.woodLight),
      rect(x, top, 4 * k, bottom - top, darken(C.woodLight, 0.15)),
    );
  for (const y of [top, top + 90 * k, bottom - 40 * k])
    out.push(
      rect(x0, y, x1 - x0, 16 * k, C.woodLight),
      rect(x0, y + 12 * k, x1 - x0, 4 * k, darken(C.woodLight, 0.15)),
    );
  out.push(place(W * 0.88, H * 0.98, 1.35 * k, packer(doc, rng, 'hammer'), true));
  return out;
}
