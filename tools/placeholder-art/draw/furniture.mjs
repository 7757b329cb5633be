/**
 * Furniture and packing material, each optionally wrapped for the move.
 * Local coordinates: y = 0 is the floor, negative y is up; most pieces are centred on x = 0.
 */
import { C } from '../core/palette.mjs';
import { darken, lighten, rect, circle, ellipse, poly, group, place } from '../core/svg.mjs';
import { filmFill, bubbleFill } from './fills.mjs';

/** A three-seater sofa, optionally in stretch film with tape bands. */
export function drawSofa(doc, { color = '#7a3e48', wrapped = false } = {}) {
  const out = [
    rect(16, -12, 10, 12, C.metal),
    rect(214, -12, 10, 12, C.metal),
    rect(14, -104, 212, 60, darken(color, 0.12), { rx: 16 }),
    rect(0, -56, 240, 44, color, { rx: 10 }),
    rect(34, -70, 84, 20, lighten(color, 0.1), { rx: 7 }),
    rect(122, -70, 84, 20, lighten(color, 0.1), { rx: 7 }),
    rect(0, -82, 34, 72, darken(color, 0.05), { rx: 14 }),
    rect(206, -82, 34, 72, darken(color, 0.05), { rx: 14 }),
  ];
  if (wrapped) {
    out.push(
      rect(-5, -110, 250, 104, filmFill(doc), { rx: 18 }),
      rect(-5, -110, 250, 104, 'none', { rx: 18, stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
      rect(62, -110, 12, 104, C.tape, { 'fill-opacity': 0.9 }),
      rect(166, -110, 12, 104, C.tape, { 'fill-opacity': 0.9 }),
    );
  }
  return group({ transform: 'translate(-120 0)' }, out);
}

/** A fridge `h` high, optionally wrapped with corner guards and straps. */
export function drawFridge(doc, { color = '#e7ebef', wrapped = false, h = 180 } = {}) {
  const out = [
    rect(6, -6, 10, 6, C.metal),
    rect(64, -6, 10, 6, C.metal),
    rect(0, -h, 80, h - 4, color, { rx: 8 }),
    rect(0, -h, 80, h - 4, darken(color, 0.08), { rx: 8, 'fill-opacity': 0 }),
    rect(0, -h + h * 0.34, 80, 3, darken(color, 0.15)),
    rect(64, -h + 12, 5, h * 0.2, '#9aa3ad', { rx: 2 }),
    rect(64, -h + h * 0.4, 5, h * 0.3, '#9aa3ad', { rx: 2 }),
    rect(60, -h, 20, h - 4, darken(color, 0.06), { rx: 8, 'fill-opacity': 0.6 }),
  ];
  if (wrapped) {
    out.push(
      rect(-5, -h - 5, 90, h + 1, filmFill(doc), { rx: 10 }),
      rect(-5, -h * 0.62, 90, 12, C.saffron, { 'fill-opacity': 0.85 }),
      rect(-5, -h * 0.2, 90, 12, C.saffron, { 'fill-opacity': 0.85 }),
      poly([-5, -h - 5, 18, -h - 5, -5, -h + 18], C.card),
      poly([85, -h - 5, 62, -h - 5, 85, -h + 18], C.card),
    );
  }
  return group({ transform: 'translate(-40 0)' }, out);
}

/** A two-door wardrobe, optionally wrapped with corner guards and tape. */
export function drawWardrobe(doc, { color = '#9b6b43', wrapped = false } = {}) {
  const out = [
    rect(0, -200, 120, 196, color, { rx: 4 }),
    rect(6, -194, 52, 184, lighten(color, 0.08)),
    rect(62, -194, 52, 184, lighten(color, 0.08)),
    rect(52, -110, 4, 24, C.sand3),
    rect(64, -110, 4, 24, C.sand3),
    rect(4, -6, 12, 6, darken(color, 0.4)),
    rect(104, -6, 12, 6, darken(color, 0.4)),
  ];
  if (wrapped) {
    out.push(
      rect(-5, -205, 130, 201, filmFill(doc), { rx: 6 }),
      poly([-5, -205, 22, -205, -5, -178], C.card),
      poly([125, -205, 98, -205, 125, -178], C.card),
      rect(-5, -140, 130, 10, C.tape),
      rect(-5, -60, 130, 10, C.tape),
    );
  }
  return group({ transform: 'translate(-60 0)' }, out);
}

/** A floor lamp, optionally with bubble wrap over the shade. */
export function drawLamp(doc, { wrapped = false, shade = C.saffronLight } = {}) {
  const out = [
    ellipse(0, -4, 22, 5, C.metal),
    rect(-2.5, -150, 5, 146, C.metal),
    poly([-26, -140, 26, -140, 16, -184, -16, -184], shade),
  ];
  if (wrapped) out.push(poly([-30, -136, 30, -136, 19, -188, -19, -188], bubbleFill(doc)));
  return out;
}

/** A potted plant standing at (x, y). */
export function drawPlant(x, y, s, { pot = '#c56a3c', leaf = C.green } = {}) {
  const leaves = [];
  for (const [a, l] of [
    [-50, 46],
    [-20, 60],
    [10, 62],
    [40, 50],
    [-75, 36],
    [70, 38],
  ]) {
    leaves.push(
      ellipse(0, -l / 2, 9, l / 2, a % 20 === 0 ? leaf : lighten(leaf, 0.12), {
        transform: `translate(0 -46) rotate(${a})`,
      }),
    );
  }
  return place(x, y, s, [
    ...leaves,
    poly([-20, -46, 20, -46, 15, 0, -15, 0], pot),
    rect(-23, -50, 46, 8, darken(pot, 0.1), { rx: 3 }),
  ]);
}

/** A television on its stand, optionally in bubble wrap. */
export function drawTv(doc, { wrapped = false } = {}) {
  const out = [
    rect(-70, -96, 140, 84, '#20252c', { rx: 4 }),
    rect(-64, -90, 128, 72, '#3d4a5c'),
    rect(-20, -12, 40, 8, C.metal),
    rect(-4, -16, 8, 8, C.metal),
  ];
  if (wrapped) out.push(rect(-76, -102, 152, 98, bubbleFill(doc), { rx: 8 }), rect(-76, -60, 152, 10, C.tape));
  return out;
}

/** A wooden chair seen from the side. */
export function drawChair(color = '#8a5a2b') {
  return [
    rect(-24, -52, 48, 8, color, { rx: 3 }),
    rect(-24, -44, 6, 44, darken(color, 0.15)),
    rect(18, -44, 6, 44, darken(color, 0.15)),
    rect(-24, -110, 7, 66, color),
    rect(-24, -110, 30, 8, color, { rx: 3 }),
    rect(-24, -90, 30, 6, color, { rx: 3 }),
  ];
}

/** A table `w` wide and `h` high. */
export function drawTable(w, h, color = '#9b6b43') {
  return [
    rect(-w / 2, -h, w, 10, color, { rx: 3 }),
    rect(-w / 2 + 8, -h + 10, 8, h - 10, darken(color, 0.2)),
    rect(w / 2 - 16, -h + 10, 8, h - 10, darken(color, 0.2)),
  ];
}

/** A desk monitor, optionally in bubble wrap. */
export function drawMonitor(doc, wrapped = false) {
  const out = [
    rect(-34, -62, 68, 44, '#20252c', { rx: 3 }),
    rect(-30, -58, 60, 36, '#4d6a8a'),
    rect(-4, -18, 8, 12, C.metal),
    rect(-16, -7, 32, 7, C.metal, { rx: 2 }),
  ];
  if (wrapped) out.push(rect(-38, -66, 76, 66, bubbleFill(doc), { rx: 6 }));
  return out;
}

/** Packing material on the floor: a stretch-film roll, a tape roll and a bubble-wrap roll. */
export function drawRolls(doc) {
  return [
    // stretch-film roll lying on the floor
    rect(0, -26, 70, 26, '#d6e7f3', { rx: 4 }),
    ellipse(70, -13, 6, 13, '#b9d3e6'),
    ellipse(70, -13, 2.5, 5, C.metal),
    // tape roll
    circle(96, -12, 12, C.tape),
    circle(96, -12, 6, lighten(C.sand, 0.3)),
    // bubble wrap roll
    rect(118, -40, 86, 40, bubbleFill(doc), { rx: 6 }),
    ellipse(204, -20, 8, 20, '#d9e6ef'),
  ];
}
