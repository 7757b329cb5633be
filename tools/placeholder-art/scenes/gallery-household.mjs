/** Gallery, house shifting: living rooms with wrapped furniture, cartons and packers, in four variants. */
import { C } from '../core/palette.mjs';
import { rect, place } from '../core/svg.mjs';
import { drawRoom } from '../draw/backdrops.mjs';
import { drawSofa, drawFridge, drawPlant, drawTv, drawRolls } from '../draw/furniture.mjs';
import { drawBoxStack } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';

/** House shifting, variant 0 to 3 (see the gallery alt texts in content/media.ts). */
export function sceneHousehold(doc, W, H, variant) {
  const rng = doc.rng;
  const k = H / 600;
  const floorY = H * 0.7;
  const wall = rng.pick([C.sand, '#ece3d3', '#e3e8e4', '#efe6df']);
  const sofaColor = rng.pick(['#7a3e48', '#2e6f73', '#8a6d3b', '#4a5a8a', '#6b705c']);
  const out = [
    drawRoom(doc, W, H, {
      wall,
      floorY,
      window: variant % 2 === 0 ? { x: W * 0.08, y: H * 0.12, w: W * 0.2, h: H * 0.34 } : null,
      frames: variant % 2 === 1 ? [{ x: W * 0.14, y: H * 0.14, w: 110 * k, h: 80 * k }] : [],
    }),
  ];
  if (variant === 0) {
    out.push(place(W * 0.46, floorY + 70 * k, 1.2 * k, drawSofa(doc, { color: sofaColor, wrapped: true })));
    out.push(place(W * 0.86, floorY + 40 * k, 1.15 * k, drawFridge(doc, { wrapped: true })));
    out.push(drawBoxStack(rng, W * 0.04, H - 18 * k, W * 0.24, { rows: 3, size: 74 * k, label: 0.6, arrows: 0.5 }));
    out.push(place(W * 0.66, H - 10 * k, 1.1 * k, packer(doc, rng, 'carry', { walk: true })));
  } else if (variant === 1) {
    out.push(place(W * 0.28, floorY + 60 * k, 1.1 * k, drawSofa(doc, { color: sofaColor, wrapped: true })));
    out.push(drawBoxStack(rng, W * 0.52, H - 40 * k, W * 0.3, { rows: 4, size: 70 * k, label: 0.7, arrows: 0.5 }));
    out.push(place(W * 0.9, floorY + 30 * k, 1.1 * k, drawFridge(doc, { wrapped: true })));
    out.push(drawPlant(W * 0.07, H - 20 * k, 1.1 * k));
    out.push(place(W * 0.12, H - 10 * k, 0.8 * k, drawRolls(doc)));
  } else if (variant === 2) {
    out.push(place(W * 0.5, floorY + 60 * k, 1.15 * k, drawSofa(doc, { color: sofaColor, wrapped: rng.chance(0.5) })));
    out.push(place(W * 0.82, H - 16 * k, 1.2 * k, packer(doc, rng, 'wrap'), true));
    out.push(place(W * 0.93, floorY + 30 * k, 1.0 * k, drawFridge(doc, { wrapped: true })));
    out.push(drawBoxStack(rng, W * 0.03, H - 10 * k, W * 0.22, { rows: 3, size: 70 * k, label: 0.6 }));
    out.push(place(W * 0.28, H - 10 * k, 0.9 * k, drawTv(doc, { wrapped: true })));
  } else {
    out.push(
      rect(W * 0.72, H * 0.12, W * 0.18, floorY - H * 0.12, '#8a6540'),
      rect(W * 0.735, H * 0.14, W * 0.15, floorY - H * 0.14, '#f6e7c8'),
    );
    out.push(place(W * 0.41, H - 150 * k, 1.0 * k, drawSofa(doc, { color: sofaColor, wrapped: true })));
    out.push(place(W * 0.2, H - 10 * k, 1.0 * k, packer(doc, rng, 'lift', { walk: true })));
    out.push(place(W * 0.62, H - 10 * k, 1.0 * k, packer(doc, rng, 'lift', { walk: true }), true));
    out.push(place(W * 0.93, floorY + 20 * k, 1.0 * k, drawFridge(doc, { wrapped: true })));
    out.push(drawBoxStack(rng, W * 0.72, H - 8 * k, W * 0.16, { rows: 2, size: 60 * k, label: 0.5 }));
  }
  return out;
}
