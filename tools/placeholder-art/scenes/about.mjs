/** The about page's pictures: the team packing, the warehouse, safety on the road. */
import { C } from '../core/palette.mjs';
import { num, rect, circle, poly, line, stroke, place } from '../core/svg.mjs';
import { drawSky, drawHills, drawRoad, drawRoom } from '../draw/backdrops.mjs';
import { corrugatedFill } from '../draw/fills.mjs';
import { drawTv, drawRolls } from '../draw/furniture.mjs';
import { drawBox, drawBoxStack, drawPallet, drawRack } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';
import { drawShield, drawCctv, drawSignal, drawSatellite } from '../draw/signs.mjs';
import { drawTruck, drawForklift } from '../draw/vehicles.mjs';

/** About page: three packers at work in a living room. */
export function sceneAboutTeam(doc, W, H) {
  const rng = doc.rng;
  const k = H / 640;
  const floorY = H * 0.68;
  const out = [
    drawRoom(doc, W, H, {
      floorY,
      window: { x: W * 0.06, y: H * 0.12, w: W * 0.17, h: H * 0.32 },
      frames: [{ x: W * 0.7, y: H * 0.14, w: 120 * k, h: 90 * k }],
    }),
  ];
  out.push(drawBoxStack(rng, W * 0.74, H - 40 * k, W * 0.24, { rows: 4, size: 74 * k, label: 0.6, arrows: 0.5 }));
  out.push(drawBox(W * 0.3, H - 20 * k, 130 * k, 96 * k, { label: true }));
  out.push(place(W * 0.25, H - 8 * k, 1.2 * k, packer(doc, rng, 'tape')));
  out.push(place(W * 0.56, floorY + 50 * k, 1.1 * k, drawTv(doc, { wrapped: true })));
  out.push(place(W * 0.66, H - 14 * k, 1.2 * k, packer(doc, rng, 'wrap'), true));
  out.push(place(W * 0.86, H - 2 * k, 1.25 * k, packer(doc, rng, 'carry', { walk: true }), true));
  out.push(place(W * 0.05, H - 10 * k, 0.8 * k, drawRolls(doc)));
  return out;
}

/** About page: racks, CCTV, a fire extinguisher and a forklift in the warehouse. */
export function sceneAboutWarehouse(doc, W, H) {
  const rng = doc.rng;
  const k = H / 640;
  const floorY = H * 0.86;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.linear([
        [0, '#45546a'],
        [1, '#76849a'],
      ]),
    ),
    rect(0, 0, W, floorY, corrugatedFill(doc, '#66768c'), { 'fill-opacity': 0.4 }),
  ];
  for (let x = W * 0.15; x < W; x += W * 0.35)
    out.push(
      rect(x, 12, 110 * k, 8, '#fff6d6'),
      poly([x, 20, x + 110 * k, 20, x + 170 * k, 160 * k, x - 60 * k, 160 * k], '#fff6d6', { 'fill-opacity': 0.08 }),
    );
  out.push(
    rect(0, floorY, W, H - floorY, '#9aa0a8'),
    line(0, floorY + 40 * k, W, floorY + 40 * k, '#f2c14e', 6, { 'stroke-linecap': 'butt' }),
  );
  out.push(drawRack(doc, rng, W * 0.2, floorY - 2, W * 0.6, floorY * 0.66, { bays: 3, levels: 3 }));
  // CCTV cameras high on the wall, with a small coverage cone
  out.push(poly([W * 0.1 + 90 * k, 110 * k, W * 0.34, floorY, W * 0.02, floorY], '#ffffff', { 'fill-opacity': 0.05 }));
  out.push(place(W * 0.06, 90 * k, 1.1 * k, drawCctv()), place(W * 0.94, 90 * k, 1.1 * k, drawCctv(true)));
  // fire extinguisher
  out.push(
    rect(W * 0.9, floorY - 120 * k, 30 * k, 70 * k, C.red, { rx: 10 * k }),
    rect(W * 0.9 + 8 * k, floorY - 134 * k, 14 * k, 16 * k, C.metal),
    rect(W * 0.885, floorY - 160 * k, 50 * k, 20 * k, C.red, { 'fill-opacity': 0.25 }),
  );
  out.push(
    place(
      W * 0.1,
      H - 10 * k,
      1.2 * k,
      drawForklift(doc, { load: [drawPallet(150, -34, 64), drawBox(152, -48, 56, 50, { depth: 6, label: true })] }),
    ),
  );
  out.push(place(W * 0.86, H - 6 * k, 1.25 * k, packer(doc, rng, 'stand'), true));
  return out;
}

/** About page: a truck at night under a shield, tracked by satellite, with sealed cartons. */
export function sceneAboutSafety(doc, W, H) {
  const rng = doc.rng;
  const k = H / 640;
  const groundY = H * 0.8;
  const out = [drawSky(doc, W, H, ['#0b2545', '#1d4e89', '#8da9c4'])];
  for (let i = 0; i < 30; i++)
    out.push(circle(rng.range(0, W), rng.range(0, H * 0.4), rng.range(0.6, 1.5), '#ffffff', { 'fill-opacity': 0.5 }));
  out.push(
    place(W * 0.5, H * 0.44, 3.4 * k, drawShield('#ffffff', '#ffffff'), false).replace('<g ', '<g opacity="0.12" '),
  );
  out.push(drawHills(rng, W, H, groundY - 60 * k, 30, '#2f4a6e', 200));
  out.push(drawRoad(W, groundY, H - groundY));
  out.push(place(W * 0.36, H - 20 * k, 1.1 * k, drawTruck(doc, {})));
  out.push(drawSignal(W * 0.36 + 160 * k, H - 20 * k - 200 * k, 1.3 * k));
  out.push(drawSatellite(W * 0.62, H * 0.14, 1.2 * k));
  out.push(
    stroke(
      `M${num(W * 0.62)} ${num(H * 0.18)} L${num(W * 0.36 + 160 * k)} ${num(H - 20 * k - 250 * k)}`,
      C.saffron,
      2,
      { 'stroke-dasharray': '6 8' },
    ),
  );
  // sealed boxes with labels
  const bx = W * 0.68;
  out.push(
    drawBox(bx, H - 10 * k, 130 * k, 110 * k, { label: true, arrows: true, tape: C.saffron }),
    drawBox(bx + 140 * k, H - 10 * k, 110 * k, 90 * k, { label: true, tape: C.saffron }),
    drawBox(bx + 40 * k, H - 120 * k, 120 * k, 80 * k, { label: true, tape: C.saffron }),
  );
  out.push(place(W * 0.9, H * 0.2, 1.1 * k, drawShield(C.saffron, '#ffffff')));
  return out;
}
