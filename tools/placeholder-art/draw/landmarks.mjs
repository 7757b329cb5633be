/**
 * City skylines: landmark silhouettes (one colour, origin at bottom-centre), which of them each city's
 * banner features, and rows of generic buildings.
 */
import { C } from '../core/palette.mjs';
import { lighten, num, rect, circle, ellipse, shape, poly, line, stroke, place } from '../core/svg.mjs';
import { drawPalm } from './backdrops.mjs';

/** Landmark silhouettes by type: each takes the silhouette colour and an accent colour. */
export const LANDMARKS = {
  dome: (c) => [
    rect(-96, -26, 192, 26, c),
    rect(-64, -92, 128, 66, c),
    rect(-36, -112, 72, 22, c),
    shape('M-42 -110 C-46 -150 -14 -166 0 -188 C14 -166 46 -150 42 -110 Z', c),
    rect(-2, -204, 4, 18, c),
    ...[-84, 74].flatMap((x) => [rect(x, -150, 10, 126, c), circle(x + 5, -152, 8, c), rect(x - 3, -112, 16, 4, c)]),
  ],
  charminar: (c) => [
    shape('M-62 0 V-104 H62 V0 Z M-26 0 V-44 Q-26 -74 0 -78 Q26 -74 26 -44 V0 Z', c, { 'fill-rule': 'evenodd' }),
    rect(-64, -118, 128, 14, c),
    ...[-74, 60].flatMap((x) => [
      rect(x, -190, 14, 190, c),
      rect(x - 4, -128, 22, 5, c),
      rect(x - 4, -160, 22, 5, c),
      circle(x + 7, -192, 9, c),
      rect(x + 5, -212, 4, 14, c),
    ]),
  ],
  arch: (c) => [
    shape('M-74 0 V-132 H74 V0 Z M-28 0 V-72 Q-28 -104 0 -108 Q28 -104 28 -72 V0 Z', c, { 'fill-rule': 'evenodd' }),
    rect(-80, -142, 160, 12, c),
    ...[-68, 50].flatMap((x) => [rect(x, -164, 18, 24, c), circle(x + 9, -166, 10, c)]),
    circle(0, -150, 18, c),
  ],
  bridge: (c) => {
    const out = [rect(-260, -40, 520, 10, c)];
    for (const tx of [-120, 104]) out.push(rect(tx, -168, 16, 168, c));
    const topY = (x) =>
      Math.abs(x) > 112 ? -168 + ((Math.abs(x) - 112) / 140) * 110 : -168 + (1 - Math.abs(x) / 112) * 60;
    const pts = [];
    for (let x = -252; x <= 252; x += 28) pts.push([x, topY(x)]);
    out.push(stroke('M' + pts.map((p) => p.map(num).join(' ')).join(' L'), c, 7));
    for (let i = 0; i < pts.length; i++) {
      out.push(line(pts[i][0], pts[i][1], pts[i][0], -36, c, 3));
      if (i < pts.length - 1) out.push(line(pts[i][0], pts[i][1], pts[i + 1][0], -36, c, 2.5));
    }
    return out;
  },
  gopuram: (c) => {
    const out = [rect(-74, -44, 148, 44, c)];
    for (let i = 0; i < 7; i++) {
      const w = 132 - i * 15;
      const y = -44 - i * 22;
      out.push(poly([-w / 2, y, w / 2, y, w / 2 - 6, y - 22, -w / 2 + 6, y - 22], c));
    }
    out.push(rect(-30, -210, 60, 16, c, { rx: 8 }));
    for (const x of [-20, 0, 20]) out.push(circle(x, -214, 5, c));
    return out;
  },
  shikhara: (c, accent) => [
    rect(-64, -36, 128, 36, c),
    shape('M-50 -34 C-50 -110 -24 -160 0 -182 C24 -160 50 -110 50 -34 Z', c),
    ellipse(0, -184, 16, 6, c),
    rect(-2, -214, 4, 30, c),
    poly([2, -214, 28, -206, 2, -198], accent),
    rect(-92, -70, 40, 70, c),
    shape('M-92 -70 Q-72 -110 -52 -70 Z', c),
  ],
  clocktower: (c, accent) => [
    rect(-20, -176, 40, 176, c),
    rect(-28, -26, 56, 26, c),
    rect(-26, -210, 52, 38, c),
    poly([-30, -210, 0, -252, 30, -210], c),
    circle(0, -191, 13, lighten(accent, 0.55), { 'fill-opacity': 0.85 }),
    stroke('M0 -191 V-200 M0 -191 L6 -188', c, 2),
  ],
  fort: (c) => {
    const out = [rect(-170, -70, 340, 70, c)];
    for (let x = -170; x < 170; x += 16) out.push(rect(x, -80, 9, 12, c));
    for (const x of [-176, -20, 136])
      out.push(rect(x, -112, 42, 112, c, { rx: 6 }), shape(`M${x - 2} -112 Q${x + 21} -146 ${x + 44} -112 Z`, c));
    out.push(rect(-70, -140, 34, 70, c), shape('M-74 -140 Q-53 -168 -32 -140 Z', c));
    return out;
  },
  palace: (c) => {
    const out = [rect(-170, -80, 340, 80, c), rect(-60, -120, 120, 40, c)];
    for (const x of [-150, -100, 100, 150]) out.push(rect(x - 10, -100, 20, 20, c), circle(x, -100, 13, c));
    out.push(shape('M-34 -120 C-36 -150 -10 -160 0 -176 C10 -160 36 -150 34 -120 Z', c), rect(-2, -188, 4, 14, c));
    return out;
  },
  factory: (c) => {
    const out = [];
    for (let i = 0; i < 4; i++)
      out.push(poly([-180 + i * 70, 0, -180 + i * 70, -70, -110 + i * 70, -100, -110 + i * 70, 0], c));
    out.push(rect(100, -90, 80, 90, c));
    for (const [x, h] of [
      [-60, 190],
      [-30, 160],
      [130, 210],
    ])
      out.push(rect(x, -h, 14, h, c), rect(x - 2, -h, 18, 6, c));
    for (const [x, h] of [
      [-60, 190],
      [130, 210],
    ])
      for (let i = 0; i < 3; i++)
        out.push(circle(x + 10 + i * 16, -h - 12 - i * 12, 10 + i * 4, '#ffffff', { 'fill-opacity': 0.2 - i * 0.05 }));
    return out;
  },
  warehouse: (c) => {
    const out = [];
    for (const [x, w, h] of [
      [-200, 150, 70],
      [-40, 170, 84],
      [140, 120, 64],
    ])
      out.push(poly([x, 0, x, -h, x + w / 2, -h - 24, x + w, -h, x + w, 0], c));
    return out;
  },
  cranes: (c, accent) => {
    const out = [];
    for (const [x, s] of [
      [-120, 1],
      [40, 0.85],
    ]) {
      out.push(
        place(x, 0, s, [
          line(-30, 0, -10, -160, c, 8),
          line(30, 0, 10, -160, c, 8),
          line(-20, -80, 20, -80, c, 6),
          rect(-120, -176, 260, 14, c),
          line(0, -160, -100, -176, c, 3),
          rect(-10, -196, 20, 24, c),
        ]),
      );
    }
    const cols = [accent, C.blue, '#2e7d6b', '#b03a2e', lighten(accent, 0.3)];
    for (let i = 0; i < 8; i++)
      out.push(rect(-210 + i * 52, -34 - (i % 3) * 16, 48, 30, cols[i % cols.length], { 'fill-opacity': 0.85 }));
    return out;
  },
  palms: (c) => [drawPalm(-90, 0, 1.1, c, c), drawPalm(-20, 0, 1.35, c, c), drawPalm(70, 0, 0.95, c, c)],
  highrise: (c, accent) => [
    rect(-110, -250, 56, 250, c),
    rect(-100, -268, 36, 20, c),
    rect(-40, -210, 60, 210, c),
    rect(34, -290, 44, 290, c),
    poly([34, -290, 56, -320, 78, -290], c),
    rect(55, -340, 3, 30, c),
    circle(56.5, -342, 3, accent),
    rect(90, -170, 50, 170, c),
  ],
};

/** The landmark-type silhouette(s) each city banner features. */
export const CITY_LANDMARKS = {
  agra: ['dome'],
  ankleshwar: ['factory'],
  bhiwandi: ['warehouse'],
  calicut: ['palms'],
  cuttack: ['bridge'],
  gandhidham: ['cranes'],
  guwahati: ['shikhara', 'hills'],
  hyderabad: ['charminar'],
  jamshedpur: ['factory'],
  kolhapur: ['shikhara'],
  lucknow: ['arch'],
  meerut: ['clocktower'],
  ahmedabad: ['dome'],
  aurangabad: ['dome', 'hills'],
  bhopal: ['dome'],
  chandigarh: ['highrise', 'hills'],
  dehradun: ['clocktower', 'hills'],
  ghaziabad: ['highrise'],
  gwalior: ['fort'],
  indore: ['palace'],
  jamnagar: ['fort'],
  kolkata: ['bridge'],
  ludhiana: ['clocktower'],
  mumbai: ['arch', 'highrise'],
  allahabad: ['bridge'],
  alwar: ['fort', 'hills'],
  ambala: ['clocktower'],
  vadodara: ['palace'],
  bikaner: ['fort'],
  bhubaneswar: ['shikhara'],
  chennai: ['gopuram'],
  kochi: ['palms', 'cranes'],
};

/** Rows of buildings along `baseY`, with rooftop water tanks and optional lit windows. */
export function drawSkyline(rng, W, baseY, { minH, maxH, color, windows = null, gaps = [] }) {
  const out = [];
  let x = -20;
  while (x < W + 20) {
    const w = rng.range(36, 88);
    let h = rng.range(minH, maxH);
    for (const [g0, g1] of gaps) if (x + w > g0 && x < g1) h *= 0.45;
    out.push(rect(x, baseY - h, w, h + 2, color));
    const roof = rng.next();
    if (roof < 0.3)
      out.push(rect(x + w * 0.2, baseY - h - 10, 16, 10, color), rect(x + w * 0.2 - 2, baseY - h - 12, 20, 3, color));
    else if (roof < 0.45) out.push(line(x + w * 0.7, baseY - h, x + w * 0.7, baseY - h - 22, color, 2));
    else if (roof < 0.6) out.push(rect(x + w * 0.15, baseY - h - 14, w * 0.6, 14, color));
    if (windows && h > 40) {
      const cols = Math.floor((w - 10) / 14);
      const rows = Math.floor((h - 16) / 20);
      for (let r = 0; r < rows; r++) {
        for (let cI = 0; cI < cols; cI++) {
          if (!rng.chance(windows.density)) continue;
          const lit = rng.chance(windows.lit);
          out.push(
            rect(x + 7 + cI * 14, baseY - h + 10 + r * 20, 7, 9, lit ? windows.litColor : windows.color, {
              'fill-opacity': lit ? 0.9 : 0.55,
            }),
          );
        }
      }
    }
    x += w + rng.range(-8, 3);
  }
  return out;
}
