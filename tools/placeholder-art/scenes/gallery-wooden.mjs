/** Gallery, wooden packing: crates around machines, pictures and statues in a workshop, in four variants. */
import { C } from '../core/palette.mjs';
import { darken, rect, circle, line, place } from '../core/svg.mjs';
import { drawRoom } from '../draw/backdrops.mjs';
import { filmFill, bubbleFill } from '../draw/fills.mjs';
import { drawBoxStack, drawPallet, drawCrate } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';
import { drawForklift } from '../draw/vehicles.mjs';

/** Wooden packing, variant 0 to 3 (see the gallery alt texts in content/media.ts). */
export function sceneWooden(doc, W, H, variant) {
  const rng = doc.rng;
  const k = H / 600;
  const floorY = H * 0.78;
  const out = [drawRoom(doc, W, H, { wall: rng.pick(['#e6e0d4', '#dcd6cb', '#e9e4da']), floor: '#a39a8a', floorY })];
  // pegboard with tools
  out.push(
    rect(W * 0.06, H * 0.1, W * 0.26, H * 0.26, '#c9a97e'),
    rect(W * 0.08, H * 0.13, 8, 60 * k, C.metal),
    line(W * 0.14, H * 0.13, W * 0.14, H * 0.13 + 70 * k, '#6b4f35', 6),
    rect(W * 0.13, H * 0.13, 26 * k, 10 * k, C.metal),
    circle(W * 0.24, H * 0.2, 18 * k, 'none', { stroke: C.saffron, 'stroke-width': 5 }),
  );
  const machine = (x, y, w, h) => [
    rect(x + w * 0.15, y - h * 0.9, w * 0.7, h * 0.85, '#5d7590', { rx: 6 }),
    circle(x + w * 0.4, y - h * 0.5, h * 0.16, '#9fb4c8'),
    rect(x + w * 0.6, y - h * 0.75, w * 0.18, h * 0.5, '#2f3e52'),
  ];
  if (variant === 0) {
    const w = 360 * k;
    const h = 270 * k;
    const x = W * 0.5 - w / 2;
    out.push(drawPallet(x - 10, H - 40 * k, w + 20));
    out.push(drawCrate(x, H - 54 * k, w, h, { goods: machine(x, H - 54 * k, w, h) }));
    out.push(drawBoxStack(rng, W * 0.8, H - 30 * k, W * 0.16, { rows: 2, size: 60 * k }));
  } else if (variant === 1) {
    out.push(
      drawCrate(W * 0.04, H - 30 * k, 200 * k, 160 * k, {}),
      drawCrate(W * 0.04 + 210 * k, H - 30 * k, 180 * k, 140 * k, {}),
      drawCrate(W * 0.08, H - 30 * k - 160 * k, 170 * k, 120 * k, { marks: false }),
    );
    out.push(
      place(
        W * 0.76,
        H - 12 * k,
        1.1 * k,
        drawForklift(doc, { load: [drawPallet(148, -32, 70), drawCrate(150, -46, 64, 70, { marks: false })] }),
        true,
      ),
    );
  } else if (variant === 2) {
    const w = 90 * k;
    const h = 330 * k;
    const x = W * 0.46;
    const art = [
      rect(x + 14 * k, H - 30 * k - h + 16 * k, w - 28 * k, h - 40 * k, '#6b4f35'),
      rect(x + 20 * k, H - 30 * k - h + 22 * k, w - 40 * k, h - 52 * k, '#7fb0d0'),
    ];
    out.push(drawCrate(x, H - 30 * k, w, h, { goods: art, marks: false }));
    out.push(
      drawCrate(x + w + 30 * k, H - 30 * k, 220 * k, 180 * k, {
        goods: machine(x + w + 30 * k, H - 30 * k, 220 * k, 180 * k),
      }),
    );
    out.push(place(W * 0.3, H - 8 * k, 1.3 * k, packer(doc, rng, 'hammer')));
  } else {
    const w = 300 * k;
    const h = 280 * k;
    const x = W * 0.34;
    const statue = [
      rect(x + w * 0.3, H - 44 * k - h * 0.9, w * 0.4, h * 0.86, filmFill(doc), { rx: 30 * k }),
      circle(x + w * 0.5, H - 44 * k - h * 0.86, 34 * k, bubbleFill(doc)),
    ];
    out.push(drawPallet(x - 10, H - 30 * k, w + 20));
    out.push(drawCrate(x, H - 44 * k, w, h, { goods: statue, open: true }));
    for (let i = 0; i < 4; i++)
      out.push(
        rect(W * 0.74 + i * 6, H - 40 * k - i * 14 * k, 170 * k, 12 * k, C.woodLight, {
          stroke: darken(C.woodLight, 0.2),
          'stroke-width': 1,
        }),
      );
    out.push(place(W * 0.2, H - 8 * k, 1.25 * k, packer(doc, rng, 'stand')));
  }
  return out;
}
