/** Vehicles. Local coordinates: y = 0 on the ground, vehicles face right, centred on x = 0. */
import { C } from '../core/palette.mjs';
import {
  darken,
  lighten,
  num,
  rect,
  circle,
  ellipse,
  shape,
  poly,
  line,
  stroke,
  group,
  place,
  shadow,
} from '../core/svg.mjs';
import { drawMark } from './brand.mjs';
import { bubbleFill, corrugatedFill } from './fills.mjs';
import { drawWardrobe } from './furniture.mjs';
import { drawBoxStack } from './goods.mjs';

/** A tyre with its hub. */
export function drawWheel(cx, cy, r) {
  return [circle(cx, cy, r, C.tyre), circle(cx, cy, r * 0.52, C.chrome), circle(cx, cy, r * 0.2, '#6b7280')];
}

/** The dark arch cut into a body above a wheel. */
export const wheelArch = (cx, baseY, r) =>
  shape(`M${num(cx - r)} ${num(baseY)} A${r} ${r} 0 0 1 ${num(cx + r)} ${num(baseY)} Z`, C.tyre);

/** Truck cab spanning x = dx+292 .. dx+402 (its wheel is drawn by the caller). */
function drawCab(doc, dx, color, { lights = false } = {}) {
  const out = [
    rect(dx + 280, -196, 12, 150, C.metal),
    shape(
      `M${dx + 292} -46 V-160 Q${dx + 292} -172 ${dx + 304} -172 H${dx + 348} Q${dx + 362} -172 ${dx + 368} -160 L${dx + 390} -112 Q${dx + 396} -100 ${dx + 396} -88 V-46 Z`,
      color,
    ),
    rect(dx + 292, -172, 56, 8, lighten(color, 0.18), { rx: 4 }),
    shape(
      `M${dx + 304} -160 H${dx + 346} Q${dx + 354} -160 ${dx + 358} -152 L${dx + 378} -112 H${dx + 304} Z`,
      C.glass,
    ),
    shape(`M${dx + 314} -158 h10 l-12 44 h-10 Z`, '#ffffff', { 'fill-opacity': 0.35 }),
    stroke(`M${dx + 300} -104 V-54`, darken(color, 0.25), 2),
    rect(dx + 308, -100, 14, 4, darken(color, 0.35), { rx: 2 }),
    rect(dx + 300, -54, 32, 5, C.metal),
    rect(dx + 372, -150, 5, 24, C.metal),
    rect(dx + 376, -60, 26, 13, C.metal, { rx: 3 }),
    rect(dx + 388, -86, 9, 12, lights ? '#fff6c8' : '#ffe6a3', { rx: 2 }),
    rect(dx + 380, -100, 16, 6, darken(color, 0.2), { rx: 2 }),
  ];
  if (lights) {
    out.push(
      poly(
        [dx + 396, -84, dx + 620, -130, dx + 640, -20, dx + 396, -76],
        doc.linear(
          [
            [0, '#fff1c4', 0.5],
            [1, '#fff1c4', 0],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
  }
  return out;
}

/**
 * A truck: a navy box body with the saffron stripe and brand mark ('box'), a flatbed
 * roped over a load ('open'), or a cut-away body showing `inside` ('cutaway').
 */
export function drawTruck(
  doc,
  { body = C.navy, cab = C.saffron, cargo = 'box', load = '', inside = '', lights = false, gate = true } = {},
) {
  const out = [shadow(200, 2, 215, 9), rect(14, -50, 372, 14, '#2a2d33')];
  if (cargo === 'box') {
    const swoosh = body === C.navy || body === C.navy2 ? C.white : C.navy;
    out.push(
      rect(0, -214, 288, 168, body, { rx: 6 }),
      rect(0, -214, 288, 10, lighten(body, 0.15), { rx: 5 }),
      rect(0, -108, 288, 16, C.saffron),
      rect(0, -88, 288, 5, body === C.white ? C.navy : C.white, { 'fill-opacity': 0.8 }),
      rect(6, -190, 5, 60, darken(body, 0.3)),
      drawMark(112, -196, 72, swoosh),
    );
    for (const sx of [72, 216]) out.push(rect(sx, -204, 2, 92, darken(body, 0.18), { 'fill-opacity': 0.7 }));
  } else if (cargo === 'open') {
    out.push(rect(0, -72, 288, 24, C.woodDark), rect(0, -72, 288, 6, C.wood), load);
    if (gate) {
      out.push(rect(0, -100, 282, 30, body), rect(0, -90, 282, 7, C.saffron));
      for (const sx of [4, 96, 188, 276]) out.push(rect(sx, -104, 6, 36, darken(body, 0.3)));
    } else {
      out.push(rect(0, -60, 288, 8, C.saffron));
    }
  } else if (cargo === 'cutaway') {
    out.push(
      rect(0, -214, 288, 168, body, { rx: 6 }),
      rect(10, -204, 270, 146, '#2a3b57'),
      rect(10, -204, 270, 146, corrugatedFill(doc, '#2a3b57')),
      rect(10, -70, 270, 12, C.woodDark),
      inside,
      rect(0, -108, 10, 16, C.saffron),
    );
  }
  out.push(drawCab(doc, 0, cab, { lights }));
  for (const wx of [62, 124, 346]) out.push(wheelArch(wx, -46, 33));
  for (const wx of [62, 124, 346]) out.push(drawWheel(wx, -28, 28));
  return group({ transform: 'translate(-200 0)' }, out);
}

/** A typical flatbed load: a wrapped wardrobe, stacked boxes, a rolled mattress, ropes. */
export function truckLoad(doc, rng) {
  const tones = [C.card, '#b9855a', '#d7b58a'];
  return [
    place(48, -72, 0.78, drawWardrobe(doc, { wrapped: true })),
    drawBoxStack(rng, 96, -72, 176, { rows: 3, size: 50, tones, label: 0.5, arrows: 0.4 }),
    rect(92, -226, 150, 30, '#e9e2f2', { rx: 15 }),
    rect(120, -226, 6, 30, C.saffron),
    rect(206, -226, 6, 30, C.saffron),
    stroke('M2 -100 L96 -212 L184 -206 L280 -100', '#f3e3b5', 3),
    stroke('M2 -140 L280 -150', '#f3e3b5', 3),
    rect(0, -230, 288, 4, 'none'),
  ];
}

/** A small car; `roof` scales the roof height. */
export function drawCar(color, { roof = 1 } = {}) {
  const r = (v) => num(-14 + (v + 14) * roof);
  return group(
    { transform: 'translate(-80 0)' },
    shadow(80, 1, 80, 5, 0.16),
    shape(
      `M4 -20 Q2 -36 16 -38 L42 -42 L62 ${r(-62)} Q68 ${r(-66)} 78 ${r(-66)} H110 Q120 ${r(-66)} 126 ${r(-60)} L144 -44 Q158 -42 158 -28 V-20 Q158 -14 150 -14 H12 Q4 -14 4 -20 Z`,
      color,
    ),
    shape(`M66 ${r(-58)} Q70 ${r(-61)} 76 ${r(-61)} H92 V-44 H50 Z`, C.glass),
    shape(`M98 ${r(-61)} H110 Q118 ${r(-61)} 122 ${r(-57)} L136 -44 H98 Z`, C.glass),
    rect(94, r(-62), 3, 44, darken(color, 0.25)),
    rect(104, -38, 10, 3, darken(color, 0.35)),
    rect(4, -32, 14, 3, lighten(color, 0.3)),
    rect(150, -36, 8, 6, '#ffe6a3', { rx: 2 }),
    rect(3, -34, 5, 8, C.red, { rx: 1 }),
    wheelArch(38, -14, 17),
    wheelArch(124, -14, 17),
    drawWheel(38, -14, 14),
    drawWheel(124, -14, 14),
  );
}

/** Car-carrier: tractor cab plus a two-deck trailer; `cars` = up to 6 colours (lower deck first). */
export function drawCarCarrier(doc, { cab = C.saffron, frame = C.navy2, cars = [] } = {}) {
  const out = [shadow(320, 2, 330, 10), rect(14, -50, 614, 14, '#2a2d33')];
  const slots = [90, 255, 420];
  out.push(rect(0, -66, 528, 12, frame), rect(0, -154, 518, 9, frame));
  for (const px of [4, 172, 340, 508]) out.push(rect(px, -154, 8, 96, frame));
  for (let i = 0; i < 3; i++)
    out.push(
      line(slots[i] - 70, -145, slots[i] + 70, -70, lighten(frame, 0.2), 3),
      line(slots[i] - 70, -70, slots[i] + 70, -145, lighten(frame, 0.2), 3),
    );
  // a null colour leaves that slot empty
  cars.slice(0, 3).forEach((col, i) => col && out.push(place(slots[i], -66, 0.95, drawCar(col))));
  cars.slice(3, 6).forEach((col, i) => col && out.push(place(slots[i], -154, 0.95, drawCar(col))));
  out.push(drawCab(doc, 240, cab));
  for (const wx of [60, 122, 500, 586]) out.push(wheelArch(wx, -46, 31));
  for (const wx of [60, 122, 500, 586]) out.push(drawWheel(wx, -28, 27));
  return group({ transform: 'translate(-321 0)' }, out);
}

/** `n` random car colours for carriers and traffic. */
export function carColors(rng, n) {
  const palette = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#2e86c1', '#f1c40f', '#16a085', '#d5d8dc', '#8e44ad'];
  return Array.from({ length: n }, () => rng.pick(palette));
}

/** A motorbike, optionally with bubble wrap over the tank and seat. */
export function drawMotorbike(doc, { color = C.red, wrapped = false } = {}) {
  const tyre = (cx) => [
    circle(cx, -30, 25, 'none', { stroke: C.tyre, 'stroke-width': 10 }),
    circle(cx, -30, 7, C.chrome),
    line(cx - 16, -30, cx + 16, -30, '#9aa3ad', 2),
    line(cx, -46, cx, -14, '#9aa3ad', 2),
  ];
  const out = [
    shadow(90, 1, 92, 5, 0.16),
    tyre(34),
    tyre(148),
    line(34, -30, 82, -48, C.metal, 8),
    stroke('M96 -42 L28 -46', '#b8bec6', 7),
    rect(70, -74, 44, 34, '#4a5058', { rx: 6 }),
    line(76, -70, 108, -70, '#6b7280', 2),
    line(76, -62, 108, -62, '#6b7280', 2),
    line(60, -82, 82, -52, C.metal, 6),
    shape('M8 -80 Q14 -92 34 -88 L44 -80 Z', color),
    rect(6, -86, 8, 6, C.red),
    shape('M30 -84 Q32 -96 46 -96 H88 Q92 -88 86 -80 H36 Q30 -80 30 -84 Z', '#22252a'),
    shape('M80 -94 Q88 -112 112 -110 Q130 -108 132 -94 L126 -80 H84 Z', color),
    shape('M92 -104 Q104 -108 118 -104', 'none', {
      stroke: lighten(color, 0.35),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    line(148, -30, 128, -106, '#9aa3ad', 7),
    stroke('M126 -56 Q148 -70 172 -52', color, 7),
    line(120, -114, 142, -118, '#22252a', 6),
    circle(144, -98, 10, '#ffe6a3', { stroke: C.metal, 'stroke-width': 3 }),
    line(128, -112, 124, -128, C.metal, 2),
    ellipse(124, -130, 5, 3, C.metal),
  ];
  if (wrapped) {
    out.push(
      shape('M26 -100 Q30 -114 50 -112 H134 Q144 -100 136 -76 H30 Q22 -86 26 -100 Z', bubbleFill(doc)),
      rect(60, -112, 10, 36, C.tape),
      rect(104, -112, 10, 36, C.tape),
    );
  }
  return group({ transform: 'translate(-90 0)' }, out);
}

/** A forklift facing right; `load` is drawn on its forks. */
export function drawForklift(doc, { load = '', color = C.saffron } = {}) {
  return group(
    { transform: 'translate(-100 0)' },
    shadow(100, 1, 100, 6, 0.16),
    rect(0, -84, 44, 58, C.metal, { rx: 10 }),
    rect(30, -90, 100, 60, color, { rx: 8 }),
    rect(30, -90, 100, 10, lighten(color, 0.2), { rx: 5 }),
    line(52, -90, 58, -176, C.metal, 6),
    line(120, -90, 120, -176, C.metal, 6),
    line(52, -176, 126, -176, C.metal, 7),
    rect(66, -110, 26, 22, '#22252a', { rx: 4 }),
    rect(134, -196, 10, 178, C.metal),
    rect(146, -196, 6, 178, '#4d545e'),
    rect(146, -74, 10, 50, C.metal),
    rect(150, -30, 64, 7, C.metal),
    load,
    drawWheel(112, -22, 22),
    drawWheel(42, -18, 18),
  );
}

/** A hand pallet jack. */
export function drawPalletJack(color = C.saffron) {
  return [
    rect(0, -14, 120, 8, C.metal),
    rect(110, -52, 16, 44, color, { rx: 4 }),
    line(118, -52, 96, -118, C.metal, 5),
    rect(84, -124, 26, 7, '#22252a', { rx: 3 }),
    circle(10, -4, 4, '#22252a'),
    circle(118, -6, 7, '#22252a'),
  ];
}
