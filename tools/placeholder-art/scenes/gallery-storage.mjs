/** Gallery, storage: warehouse racks, a pallet jack and storage units, in four variants. */
import { C } from '../core/palette.mjs';
import { rect, poly, line, group, place } from '../core/svg.mjs';
import { corrugatedFill } from '../draw/fills.mjs';
import { drawBox, drawBoxStack, drawPallet, drawRack } from '../draw/goods.mjs';
import { packer } from '../draw/people.mjs';
import { drawForklift, drawPalletJack } from '../draw/vehicles.mjs';

/** Storage, variant 0 to 3 (see the gallery alt texts in content/media.ts). */
export function sceneStorage(doc, W, H, variant) {
  const rng = doc.rng;
  const k = H / 600;
  const floorY = H * 0.86;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.linear([
        [0, '#4b5a6e'],
        [1, '#7b8798'],
      ]),
    ),
    rect(0, 0, W, floorY, corrugatedFill(doc, '#6b7a8e'), { 'fill-opacity': 0.35 }),
  ];
  for (let x = W * 0.1; x < W; x += W * 0.3)
    out.push(
      rect(x, 14, 90 * k, 8, '#fff6d6'),
      poly([x, 22, x + 90 * k, 22, x + 140 * k, 120 * k, x - 50 * k, 120 * k], '#fff6d6', { 'fill-opacity': 0.08 }),
    );
  out.push(rect(0, floorY, W, H - floorY, '#9aa0a8'), rect(0, floorY, W, 4, '#7d838c'));
  out.push(
    line(0, floorY + (H - floorY) * 0.6, W, floorY + (H - floorY) * 0.6, '#f2c14e', 6, { 'stroke-linecap': 'butt' }),
  );
  if (variant === 3) {
    // self-storage units with roller shutters, one open
    const n = 4;
    const uw = (W - 60 * k) / n;
    for (let i = 0; i < n; i++) {
      const x = 30 * k + i * uw;
      const top = H * 0.22;
      out.push(rect(x, top - 14 * k, uw - 10 * k, floorY - top + 14 * k, '#dfe3e8'));
      if (i === 1) {
        out.push(
          rect(x + 10 * k, top, uw - 30 * k, floorY - top, '#3a4556'),
          drawBoxStack(rng, x + 16 * k, floorY, uw - 50 * k, { rows: 4, size: 56 * k, label: 0.6 }),
        );
        out.push(rect(x + 10 * k, top, uw - 30 * k, 26 * k, '#c9d0d8'));
      } else {
        out.push(rect(x + 10 * k, top, uw - 30 * k, floorY - top, rng.pick([C.saffron, C.blue, '#2e7d6b'])));
        for (let y = top + 12 * k; y < floorY; y += 14 * k)
          out.push(rect(x + 10 * k, y, uw - 30 * k, 2, '#000000', { 'fill-opacity': 0.15 }));
        out.push(rect(x + uw / 2 - 20 * k, floorY - 18 * k, 20 * k, 6 * k, C.metal));
      }
    }
    out.push(place(W * 0.86, H - 6 * k, 1.2 * k, packer(doc, rng, 'carry', { walk: true }), true));
    return out;
  }
  if (variant === 2)
    out.push(
      group(
        { opacity: 0.55 },
        drawRack(doc, rng, W * 0.05, floorY - 60 * k, W * 0.9, floorY * 0.62, { bays: 5, levels: 4 }),
      ),
    );
  const bays = variant === 1 ? 4 : 3;
  out.push(
    drawRack(doc, rng, W * 0.04, floorY - 2, W * (variant === 0 ? 0.7 : 0.92), floorY * 0.84, {
      bays,
      levels: variant === 2 ? 3 : 4,
    }),
  );
  if (variant === 0)
    out.push(
      place(
        W * 0.8,
        H - 8 * k,
        1.2 * k,
        drawForklift(doc, { load: [drawPallet(150, -40, 64), drawBox(152, -54, 56, 50, { depth: 6, label: true })] }),
        true,
      ),
    );
  if (variant === 1) out.push(place(W * 0.5, H - 4 * k, 1.25 * k, packer(doc, rng, 'stand')));
  if (variant === 2)
    out.push(
      place(W * 0.62, H - 6 * k, 1.3 * k, drawPalletJack()),
      place(W * 0.84, H - 4 * k, 1.25 * k, packer(doc, rng, 'push', { walk: true }), true),
    );
  return out;
}
