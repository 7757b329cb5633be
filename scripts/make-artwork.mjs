#!/usr/bin/env node
/**
 * Draws every placeholder image of the site in code and writes it under public/images/
 * (plus the favicon at app/icon.svg). Run with `npm run artwork` (tsx, to read content/*.ts).
 *
 * - Raster artwork is built as SVG strings from small drawing functions (drawTruck,
 *   drawBox, drawSkyline, ...) composed per image kind, then rendered to WebP by sharp.
 * - Nothing is downloaded and no fonts are needed: only the rate chart carries text
 *   (generic "sans-serif"); all other images are text-free.
 * - Every image is varied by a seeded pseudo-random generator, so two runs give
 *   byte-identical files.
 * - Each WebP must stay at or under MAX_WEBP_BYTES; the script exits non-zero otherwise.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
// Run through tsx (npm run artwork), so the typed content is imported directly.
import { cities } from '../content/cities.ts';
import { priceRows } from '../content/prices.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const MAX_WEBP_BYTES = 60 * 1024;
const WEBP_OPTIONS = { quality: 70, effort: 6, smartSubsample: true };

/* ------------------------------------------------------------------------------------------
 * Palette
 * ---------------------------------------------------------------------------------------- */

const C = {
  navy: '#0b2545',
  navy2: '#13315c',
  blue: '#1d4e89',
  steel: '#8da9c4',
  mist: '#dbe4ee',
  saffron: '#f18f01',
  saffronLight: '#f6b450',
  saffronDark: '#c96f00',
  white: '#ffffff',
  sand: '#f4f1ea',
  sand2: '#e4ddd0',
  sand3: '#c9c0ae',
  card: '#c8955a',
  tape: '#e9c98f',
  wood: '#b9834a',
  woodLight: '#d3a26a',
  woodDark: '#8a5a2b',
  tyre: '#1c1f24',
  metal: '#3a3f47',
  chrome: '#c7ccd3',
  asphalt: '#28323f',
  glass: '#bcd6ea',
  green: '#4f7c5a',
  greenLight: '#8fb996',
  water: '#8fbfdc',
  red: '#c0392b',
  hair: '#2b1d14',
  skins: ['#c68642', '#8d5524', '#e0ac69', '#a0662f'],
};

/* ------------------------------------------------------------------------------------------
 * Seeded randomness (FNV-1a hash of a string seed feeding mulberry32)
 * ---------------------------------------------------------------------------------------- */

function hashSeed(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeRng(seed) {
  let a = hashSeed(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/* ------------------------------------------------------------------------------------------
 * Colour and SVG string helpers
 * ---------------------------------------------------------------------------------------- */

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
};
const darken = (c, t) => mix(c, '#000000', t);
const lighten = (c, t) => mix(c, '#ffffff', t);

/** Numbers are rounded to one decimal so the SVG (and thus the WebP) is stable. */
const num = (v) => (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);

function el(tag, attrs = {}, children = '') {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${num(v)}"`)
    .join('');
  const inner = Array.isArray(children) ? children.flat(Infinity).filter(Boolean).join('') : children;
  return inner ? `<${tag}${a}>${inner}</${tag}>` : `<${tag}${a}/>`;
}

const rect = (x, y, w, h, fill, a = {}) => el('rect', { x, y, width: w, height: h, fill, ...a });
const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx, cy, rx, ry, fill, a = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
const shape = (d, fill, a = {}) => el('path', { d, fill, ...a });
const poly = (pts, fill, a = {}) => el('polygon', { points: pts.map(num).join(' '), fill, ...a });
const line = (x1, y1, x2, y2, stroke, width = 2, a = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
const stroke = (d, color, width, a = {}) =>
  shape(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
const group = (attrs, ...children) => el('g', attrs, children);
/** Places a drawing made in local coordinates; `flip` mirrors it around its local x = 0. */
const place = (x, y, s, children, flip = false) =>
  group({ transform: `translate(${num(x)} ${num(y)}) scale(${num(flip ? -s : s)} ${num(s)})` }, children);
const shadow = (cx, cy, rx, ry, opacity = 0.18) => ellipse(cx, cy, rx, ry, '#000000', { 'fill-opacity': opacity });

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(pts) {
  let d = `M${num(pts[0][0])} ${num(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1.map(num).join(' ')} ${c2.map(num).join(' ')} ${p2.map(num).join(' ')}`;
  }
  return d;
}

/**
 * One drawing context per image: its random generator plus the <defs> (gradients,
 * patterns) the drawing functions ask for.
 */
function createDoc(seed) {
  let counter = 0;
  const defs = [];
  const cache = new Map();
  const stops = (list) =>
    list.map(([offset, color, opacity = 1]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === 1 ? undefined : opacity }),
    );
  const doc = {
    rng: makeRng(seed),
    id: (prefix) => `${prefix}${++counter}`,
    linear(list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = doc.id('lg');
      defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, stops(list)));
      return `url(#${id})`;
    },
    radial(list, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
      const id = doc.id('rg');
      defs.push(el('radialGradient', { id, cx, cy, r }, stops(list)));
      return `url(#${id})`;
    },
    /** A repeating pattern, created once per document and key. */
    pattern(key, w, h, content, extra = {}) {
      if (!cache.has(key)) {
        const id = doc.id('pt');
        defs.push(el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse', ...extra }, content));
        cache.set(key, `url(#${id})`);
      }
      return cache.get(key);
    },
    svg(width, height, viewW, viewH, body) {
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
        `viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">` +
        `<defs>${defs.join('')}</defs>${Array.isArray(body) ? body.flat(Infinity).join('') : body}</svg>`
      );
    },
  };
  return doc;
}

/** Translucent stretch film: pale blue with white diagonal streaks. */
const filmFill = (doc) =>
  doc.pattern(
    'film',
    16,
    16,
    [rect(0, 0, 16, 16, '#dcebf5', { 'fill-opacity': 0.38 }), rect(0, 0, 4, 16, '#ffffff', { 'fill-opacity': 0.5 })],
    { patternTransform: 'rotate(30)' },
  );

/** Bubble wrap: translucent sheet with a soft grid of bubbles. */
const bubbleFill = (doc) =>
  doc.pattern('bubble', 14, 14, [
    rect(0, 0, 14, 14, '#e4eef6', { 'fill-opacity': 0.7 }),
    circle(7, 7, 4, '#ffffff', { 'fill-opacity': 0.7 }),
  ]);

/** Corrugated metal sheet (warehouse walls, container walls). */
const corrugatedFill = (doc, base) =>
  doc.pattern(`corr-${base}`, 14, 40, [rect(0, 0, 14, 40, base), rect(0, 0, 5, 40, lighten(base, 0.08))]);

/* ------------------------------------------------------------------------------------------
 * Backgrounds: sky, sun, clouds, hills, roads, rooms, overlays
 * ---------------------------------------------------------------------------------------- */

function drawSky(doc, W, H, colors) {
  const n = colors.length - 1;
  return rect(0, 0, W, H, doc.linear(colors.map((c, i) => [i / n, c])));
}

function drawSun(doc, x, y, r, color) {
  const glow = doc.radial([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  return [circle(x, y, r * 3.2, glow), circle(x, y, r, color)];
}

function drawMoon(x, y, r, sky) {
  return [circle(x, y, r, '#f6eedb'), circle(x + r * 0.45, y - r * 0.2, r * 0.85, sky)];
}

function drawCloud(x, y, s, color, opacity = 0.85) {
  return place(x, y, s, [
    group(
      { fill: color, 'fill-opacity': opacity },
      ellipse(0, 0, 60, 16, color),
      circle(-22, -10, 20, color),
      circle(8, -18, 26, color),
      circle(34, -6, 16, color),
    ),
  ]);
}

function drawClouds(rng, W, yMin, yMax, color, count, opacity) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(drawCloud(rng.range(W * 0.3, W), rng.range(yMin, yMax), rng.range(0.6, 1.3), color, opacity));
  }
  return out;
}

function drawBirds(rng, x, y, count, color) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-60, 60);
    const by = y + rng.range(-30, 30);
    const s = rng.range(5, 9);
    out.push(
      stroke(
        `M${num(bx - s)} ${num(by - s * 0.4)} Q${num(bx - s / 2)} ${num(by - s * 0.8)} ${num(bx)} ${num(by)} Q${num(bx + s / 2)} ${num(by - s * 0.8)} ${num(bx + s)} ${num(by - s * 0.4)}`,
        color,
        2,
      ),
    );
  }
  return out;
}

function drawHills(rng, W, H, baseY, amp, color, step = 170) {
  const pts = [];
  for (let x = -60; x <= W + step; x += step) pts.push([x, baseY - rng.range(0, amp)]);
  const last = pts[pts.length - 1][0];
  return shape(`${smoothPath(pts)} L${num(last)} ${H} L-60 ${H} Z`, color);
}

function drawTree(x, y, s, color, trunk = '#5b4330') {
  return place(x, y, s, [
    rect(-4, -40, 8, 40, trunk),
    circle(0, -58, 24, color),
    circle(-16, -46, 16, color),
    circle(16, -46, 16, darken(color, 0.08)),
  ]);
}

function drawPalm(x, y, s, color, trunk = '#6b4f35') {
  const leaf = (d) => shape(d, color);
  return place(x, y, s, [
    stroke('M0 0 Q-6 -60 8 -120', trunk, 9),
    leaf('M8 -120 Q-30 -136 -58 -108 Q-26 -124 8 -116 Z'),
    leaf('M8 -120 Q44 -140 74 -110 Q40 -126 8 -116 Z'),
    leaf('M8 -120 Q-10 -150 -34 -150 Q-8 -140 6 -116 Z'),
    leaf('M8 -120 Q28 -156 54 -152 Q26 -142 10 -116 Z'),
    leaf('M8 -120 Q-24 -110 -40 -82 Q-18 -104 6 -116 Z'),
    leaf('M8 -120 Q38 -112 52 -84 Q32 -106 10 -116 Z'),
  ]);
}

function drawStreetLamp(x, y, s, color, glow = false) {
  return place(x, y, s, [
    glow ? circle(30, -152, 22, '#ffd27a', { 'fill-opacity': 0.22 }) : '',
    rect(-3, -150, 6, 150, color),
    stroke('M0 -148 Q4 -160 28 -158', color, 5),
    rect(20, -160, 20, 8, color, { rx: 3 }),
    rect(23, -153, 14, 3, glow ? '#ffe6a3' : lighten(color, 0.4)),
  ]);
}

function drawPowerLine(rng, W, baseY, color) {
  const out = [];
  const xs = [];
  for (let x = rng.range(-40, 60); x < W + 200; x += rng.range(230, 280)) xs.push(x);
  for (const x of xs) {
    out.push(rect(x - 2.5, baseY - 120, 5, 120, color), rect(x - 18, baseY - 116, 36, 4, color));
  }
  for (let i = 0; i < xs.length - 1; i++) {
    for (const dx of [-16, 16]) {
      const a = xs[i] + dx;
      const b = xs[i + 1] + dx;
      out.push(
        stroke(`M${num(a)} ${baseY - 114} Q${num((a + b) / 2)} ${baseY - 92} ${num(b)} ${baseY - 114}`, color, 1.2),
      );
    }
  }
  return out;
}

function drawGuardRail(W, y, color) {
  const out = [rect(0, y - 22, W, 6, color), rect(0, y - 12, W, 4, darken(color, 0.15))];
  for (let x = 20; x < W; x += 60) out.push(rect(x, y - 24, 5, 24, darken(color, 0.25)));
  return out;
}

/** A straight road band with a kerb and dashed lane markings. */
function drawRoad(W, y, h, { surface = C.asphalt, kerb = '#8a8f98', dash = '#f2efe6', dashOffset = 0 } = {}) {
  return [
    rect(0, y, W, h, surface),
    rect(0, y, W, 6, kerb),
    rect(0, y + 6, W, 3, darken(surface, 0.25)),
    line(-40 + dashOffset, y + h * 0.55, W + 40, y + h * 0.55, dash, 5, {
      'stroke-dasharray': '46 38',
      'stroke-linecap': 'butt',
      'stroke-opacity': 0.85,
    }),
  ];
}

/** Room interior: wall, skirting, wooden floor, optional window and wall frames. */
function drawRoom(doc, W, H, { wall = C.sand, floor = '#c79b6a', floorY = H * 0.72, window = null, frames = [] } = {}) {
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.linear([
        [0, lighten(wall, 0.2)],
        [1, wall],
      ]),
    ),
    rect(0, floorY - 12, W, 12, darken(wall, 0.14)),
    rect(
      0,
      floorY,
      W,
      H - floorY,
      doc.linear([
        [0, darken(floor, 0.08)],
        [1, floor],
      ]),
    ),
  ];
  for (let y = floorY + 22, i = 0; y < H; y += 26 + i * 6, i++) out.push(rect(0, y, W, 2, darken(floor, 0.12)));
  if (window) out.push(drawWindow(doc, window.x, window.y, window.w, window.h, floorY));
  for (const f of frames) out.push(drawWallFrame(f.x, f.y, f.w, f.h, f.color ?? C.saffronLight));
  return out;
}

function drawWindow(doc, x, y, w, h, floorY) {
  const sky = doc.linear([
    [0, '#a9cbe6'],
    [1, '#e9f2f7'],
  ]);
  return [
    poly([x, y + h, x + w, y + h, x + w * 1.5, floorY + 70, x - w * 0.1, floorY + 70], '#ffffff', {
      'fill-opacity': 0.12,
    }),
    rect(x - 10, y - 10, w + 20, h + 20, '#ffffff'),
    rect(x, y, w, h, sky),
    poly(
      [
        x,
        y + h,
        x,
        y + h * 0.74,
        x + w * 0.3,
        y + h * 0.64,
        x + w * 0.62,
        y + h * 0.78,
        x + w,
        y + h * 0.68,
        x + w,
        y + h,
      ],
      '#b9d3c2',
    ),
    rect(x + w / 2 - 4, y, 8, h, '#ffffff'),
    rect(x, y + h / 2 - 4, w, 8, '#ffffff'),
    rect(x - 18, y + h + 6, w + 36, 10, darken(C.sand, 0.1)),
    // curtain
    rect(x + w + 12, y - 26, 40, h + 70, C.saffronLight, { rx: 6 }),
    line(x + w + 24, y - 20, x + w + 24, y + h + 38, darken(C.saffronLight, 0.15), 3),
    line(x + w + 40, y - 20, x + w + 40, y + h + 38, darken(C.saffronLight, 0.15), 3),
    rect(x - 30, y - 34, w + 100, 8, C.metal, { rx: 4 }),
  ];
}

function drawWallFrame(x, y, w, h, accent) {
  return [
    rect(x, y, w, h, '#6b4f35', { rx: 3 }),
    rect(x + 6, y + 6, w - 12, h - 12, '#f7f3ea'),
    poly(
      [
        x + 8,
        y + h - 8,
        x + w * 0.4,
        y + h * 0.45,
        x + w * 0.62,
        y + h * 0.7,
        x + w * 0.75,
        y + h * 0.55,
        x + w - 8,
        y + h - 8,
      ],
      accent,
    ),
    circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.09, C.saffron),
  ];
}

/** Darkens the left part of a wide banner so overlaid HTML text stays readable. */
function calmLeft(doc, W, H, until = 0.5, strength = 0.9) {
  const fill = doc.linear(
    [
      [0, C.navy, strength],
      [until * 0.55, C.navy, strength * 0.78],
      [until, C.navy, strength * 0.3],
      [Math.min(1, until + 0.18), C.navy, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return rect(0, 0, W, H, fill);
}

/** Darker frame for video posters (the HTML adds the play button). */
function posterOverlay(doc, W, H) {
  const vignette = doc.radial(
    [
      [0.35, C.navy, 0.08],
      [1, C.navy, 0.62],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  return [rect(0, 0, W, H, C.navy, { 'fill-opacity': 0.22 }), rect(0, 0, W, H, vignette)];
}

/* ------------------------------------------------------------------------------------------
 * Brand mark (also used on truck sides)
 * ---------------------------------------------------------------------------------------- */

/** The logo mark in a 64-unit box: an isometric parcel with a forward swoosh. */
function markShapes(swoosh = C.white) {
  return [
    poly([32, 9, 49, 17.5, 32, 26, 15, 17.5], C.saffronLight),
    poly([15, 17.5, 32, 26, 32, 45, 15, 36.5], C.saffron),
    poly([32, 26, 49, 17.5, 49, 36.5, 32, 45], C.saffronDark),
    poly([23.5, 13.25, 40.5, 21.75, 40.5, 25.5, 23.5, 17], '#fde2b8'),
    stroke('M9 50 Q31 60 51 47', swoosh, 4),
    stroke('M44.5 45.5 L52 46.5 L48.5 53', swoosh, 4),
  ];
}

function drawMark(x, y, size, swoosh = C.white) {
  return place(x, y, size / 64, markShapes(swoosh));
}

/* ------------------------------------------------------------------------------------------
 * Goods: boxes, furniture, crates, racks
 * Local coordinates: y = 0 is the floor, negative y is up.
 * ---------------------------------------------------------------------------------------- */

/** A cardboard box seen slightly from above-right; (x, y) is its bottom-left corner. */
function drawBox(x, y, w, h, { tone = C.card, depth = null, label = false, arrows = false, tape = C.tape } = {}) {
  const d = depth ?? Math.min(w, h) * 0.22;
  const dy = d * 0.55;
  const t = Math.max(4, w * 0.12);
  const cx = x + w / 2;
  const out = [
    rect(x, y - h, w, h, tone),
    poly([x, y - h, x + d, y - h - dy, x + w + d, y - h - dy, x + w, y - h], lighten(tone, 0.16)),
    poly([x + w, y - h, x + w + d, y - h - dy, x + w + d, y - dy, x + w, y], darken(tone, 0.2)),
    rect(cx - t / 2, y - h, t, h * 0.3, tape),
    poly(
      [cx - t / 2, y - h, cx - t / 2 + d, y - h - dy, cx + t / 2 + d, y - h - dy, cx + t / 2, y - h],
      lighten(tape, 0.1),
    ),
    rect(x, y - h * 0.52, w, 1.5, darken(tone, 0.12)),
  ];
  if (label && w > 36) {
    const lw = w * 0.34;
    out.push(
      rect(x + w * 0.1, y - h * 0.42, lw, h * 0.26, '#fbf8f2'),
      rect(x + w * 0.14, y - h * 0.36, lw * 0.7, 2, '#9aa3ad'),
      rect(x + w * 0.14, y - h * 0.3, lw * 0.5, 2, '#9aa3ad'),
    );
    for (let i = 0; i < 5; i++)
      out.push(rect(x + w * 0.14 + i * lw * 0.14, y - h * 0.25, lw * 0.07, h * 0.06, '#39404a'));
  }
  if (arrows && w > 36) {
    for (const ax of [x + w * 0.66, x + w * 0.8]) {
      out.push(
        stroke(
          `M${num(ax)} ${num(y - h * 0.2)} V${num(y - h * 0.4)} M${num(ax - 4)} ${num(y - h * 0.35)} L${num(ax)} ${num(y - h * 0.4)} L${num(ax + 4)} ${num(y - h * 0.35)}`,
          darken(tone, 0.45),
          2,
        ),
      );
    }
  }
  return out;
}

/** Rows of boxes stacked from (x, y) within `width`; upper rows are shorter and inset. */
function drawBoxStack(rng, x, y, width, { rows = 3, size = 60, tones = [C.card], label = 0.4, arrows = 0.3 } = {}) {
  const out = [];
  let base = y;
  let left = x;
  let right = x + width;
  for (let r = 0; r < rows && right - left > size * 0.6; r++) {
    const rowH = size * rng.range(0.72, 0.95);
    let bx = left;
    while (bx < right - size * 0.55) {
      const bw = Math.min(right - bx, size * rng.range(0.8, 1.25));
      out.push(
        drawBox(bx, base, bw - 2, rowH, {
          tone: rng.pick(tones),
          label: rng.chance(label),
          arrows: rng.chance(arrows),
          depth: size * 0.14,
        }),
      );
      bx += bw;
    }
    base -= rowH;
    left += rng.range(size * 0.15, size * 0.5);
    right -= rng.range(size * 0.15, size * 0.6);
  }
  return out;
}

function drawSofa(doc, { color = '#7a3e48', wrapped = false } = {}) {
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

function drawFridge(doc, { color = '#e7ebef', wrapped = false, h = 180 } = {}) {
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

function drawWardrobe(doc, { color = '#9b6b43', wrapped = false } = {}) {
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

function drawLamp(doc, { wrapped = false, shade = C.saffronLight } = {}) {
  const out = [
    ellipse(0, -4, 22, 5, C.metal),
    rect(-2.5, -150, 5, 146, C.metal),
    poly([-26, -140, 26, -140, 16, -184, -16, -184], shade),
  ];
  if (wrapped) out.push(poly([-30, -136, 30, -136, 19, -188, -19, -188], bubbleFill(doc)));
  return out;
}

function drawPlant(x, y, s, { pot = '#c56a3c', leaf = C.green } = {}) {
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

function drawTv(doc, { wrapped = false } = {}) {
  const out = [
    rect(-70, -96, 140, 84, '#20252c', { rx: 4 }),
    rect(-64, -90, 128, 72, '#3d4a5c'),
    rect(-20, -12, 40, 8, C.metal),
    rect(-4, -16, 8, 8, C.metal),
  ];
  if (wrapped) out.push(rect(-76, -102, 152, 98, bubbleFill(doc), { rx: 8 }), rect(-76, -60, 152, 10, C.tape));
  return out;
}

function drawChair(color = '#8a5a2b') {
  return [
    rect(-24, -52, 48, 8, color, { rx: 3 }),
    rect(-24, -44, 6, 44, darken(color, 0.15)),
    rect(18, -44, 6, 44, darken(color, 0.15)),
    rect(-24, -110, 7, 66, color),
    rect(-24, -110, 30, 8, color, { rx: 3 }),
    rect(-24, -90, 30, 6, color, { rx: 3 }),
  ];
}

function drawTable(w, h, color = '#9b6b43') {
  return [
    rect(-w / 2, -h, w, 10, color, { rx: 3 }),
    rect(-w / 2 + 8, -h + 10, 8, h - 10, darken(color, 0.2)),
    rect(w / 2 - 16, -h + 10, 8, h - 10, darken(color, 0.2)),
  ];
}

function drawMonitor(doc, wrapped = false) {
  const out = [
    rect(-34, -62, 68, 44, '#20252c', { rx: 3 }),
    rect(-30, -58, 60, 36, '#4d6a8a'),
    rect(-4, -18, 8, 12, C.metal),
    rect(-16, -7, 32, 7, C.metal, { rx: 2 }),
  ];
  if (wrapped) out.push(rect(-38, -66, 76, 66, bubbleFill(doc), { rx: 6 }));
  return out;
}

function drawRolls(doc) {
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

function drawPallet(x, y, w, color = C.wood) {
  const out = [rect(x, y - 14, w, 5, color)];
  for (const bx of [x + 2, x + w / 2 - 7, x + w - 16]) out.push(rect(bx, y - 9, 14, 9, darken(color, 0.2)));
  out.push(rect(x, y - 2, w, 2, darken(color, 0.1)));
  return out;
}

/** Wooden crate with slats; `goods` is drawn first so it shows through the gaps. */
function drawCrate(x, y, w, h, { goods = null, marks = true, open = false, wood = C.woodLight } = {}) {
  const frame = darken(wood, 0.12);
  const d = Math.min(w, h) * 0.16;
  const dy = d * 0.55;
  const out = [
    poly([x, y - h, x + d, y - h - dy, x + w + d, y - h - dy, x + w, y - h], lighten(wood, 0.12)),
    poly([x + w, y - h, x + w + d, y - h - dy, x + w + d, y - dy, x + w, y], darken(wood, 0.28)),
    rect(x, y - h, w, h, '#3b2a1c'),
  ];
  if (goods) out.push(goods);
  const fw = Math.max(10, w * 0.09);
  const inner = h - 2 * fw;
  const n = Math.max(3, Math.round(inner / 30));
  const slot = inner / n;
  const start = open ? Math.ceil(n / 2) : 0;
  for (let i = start; i < n; i++) {
    const sy = y - h + fw + i * slot + slot * 0.12;
    out.push(rect(x, sy, w, slot * 0.74, wood), rect(x, sy + slot * 0.74 - 2, w, 2, darken(wood, 0.12)));
  }
  out.push(
    rect(x, y - h, fw, h, frame),
    rect(x + w - fw, y - h, fw, h, frame),
    rect(x, y - h, w, fw, frame),
    rect(x, y - fw, w, fw, frame),
  );
  if (!open) {
    const ang = (Math.atan2(h - 2 * fw, w - 2 * fw) * 180) / Math.PI;
    const len = Math.hypot(w - 2 * fw, h - 2 * fw);
    out.push(
      rect(0, -fw * 0.45, len, fw * 0.9, frame, {
        transform: `translate(${num(x + fw)} ${num(y - fw)}) rotate(${num(-ang)})`,
      }),
    );
  }
  for (const [nx, ny] of [
    [x + fw / 2, y - h + fw / 2],
    [x + w - fw / 2, y - h + fw / 2],
    [x + fw / 2, y - fw / 2],
    [x + w - fw / 2, y - fw / 2],
  ]) {
    out.push(circle(nx, ny, 2, '#4a3423'));
  }
  if (marks && !open && w > 90) {
    const ink = '#5a3b22';
    const mx = x + fw + 12;
    const my = y - h + fw + 8;
    out.push(
      group(
        { 'fill-opacity': 0.8 },
        poly([mx, my + 24, mx + 8, my + 10, mx + 16, my + 24], ink),
        poly([mx + 20, my + 24, mx + 28, my + 10, mx + 36, my + 24], ink),
        rect(mx + 5, my + 24, 6, 12, ink),
        rect(mx + 25, my + 24, 6, 12, ink),
      ),
      // fragile glass symbol
      stroke(
        `M${num(x + w - fw - 34)} ${num(my + 6)} h18 q0 16 -9 18 q-9 -2 -9 -18 M${num(x + w - fw - 25)} ${num(my + 24)} v10 m-6 0 h12`,
        C.red,
        2.5,
        { 'stroke-opacity': 0.8 },
      ),
    );
  }
  return out;
}

/** Pallet racking (front elevation): navy uprights, saffron beams, pallets with loads. */
function drawRack(doc, rng, x, y, w, h, { bays = 3, levels = 4, fullness = 0.85 } = {}) {
  const out = [];
  const bw = w / bays;
  const lh = h / levels;
  for (let b = 0; b < bays; b++) {
    for (let l = 0; l < levels; l++) {
      const floor = y - l * lh - (l === 0 ? 0 : 0);
      if (!rng.chance(fullness)) continue;
      const px = x + b * bw + 12;
      const pw = bw - 24;
      out.push(drawPallet(px, floor, pw));
      const top = floor - 14;
      const maxH = lh - 30;
      const kind = rng.pick(['boxes', 'boxes', 'wrapped', 'crate', 'drums']);
      if (kind === 'boxes') {
        out.push(
          drawBoxStack(rng, px + 2, top, pw - 10, {
            rows: 2,
            size: Math.min(maxH / 1.7, pw / 2.2),
            label: 0.5,
            arrows: 0.2,
          }),
        );
      } else if (kind === 'wrapped') {
        const hh = maxH * rng.range(0.7, 0.95);
        out.push(
          drawBox(px + 2, top, pw - 8, hh, { tone: rng.pick([C.card, '#b9855a', '#d7b58a']), depth: 4 }),
          rect(px, top - hh - 4, pw - 4, hh + 4, filmFill(doc), { rx: 4 }),
        );
      } else if (kind === 'crate') {
        out.push(drawCrate(px + 4, top, pw - 14, maxH * rng.range(0.6, 0.85), { marks: false }));
      } else {
        const n = Math.max(2, Math.floor(pw / 34));
        const dw = (pw - 6) / n;
        const col = rng.pick([C.blue, '#2e7d6b', C.saffron]);
        for (let i = 0; i < n; i++) {
          const dh = Math.min(maxH * 0.8, dw * 1.4);
          out.push(
            rect(px + 3 + i * dw, top - dh, dw - 3, dh, col, { rx: 4 }),
            rect(px + 3 + i * dw, top - dh * 0.7, dw - 3, 3, darken(col, 0.25)),
            rect(px + 3 + i * dw, top - dh * 0.3, dw - 3, 3, darken(col, 0.25)),
          );
        }
      }
    }
  }
  for (let l = 1; l <= levels; l++)
    out.push(rect(x - 6, y - l * lh, w + 12, 9, C.saffron), rect(x - 6, y - l * lh + 9, w + 12, 2, C.saffronDark));
  for (let b = 0; b <= bays; b++) {
    const ux = x + b * bw - 6;
    out.push(
      rect(ux, y - h - 12, 12, h + 12, C.blue),
      line(ux + 6, y - h - 6, ux + 6, y - 4, lighten(C.blue, 0.35), 2.5, {
        'stroke-dasharray': '2 9',
        'stroke-linecap': 'butt',
      }),
      rect(ux - 3, y - 4, 18, 4, C.metal),
    );
  }
  return out;
}

/* ------------------------------------------------------------------------------------------
 * Vehicles. Local coordinates: y = 0 on the ground, vehicles face right, centred on x = 0.
 * ---------------------------------------------------------------------------------------- */

function drawWheel(cx, cy, r) {
  return [circle(cx, cy, r, C.tyre), circle(cx, cy, r * 0.52, C.chrome), circle(cx, cy, r * 0.2, '#6b7280')];
}

const wheelArch = (cx, baseY, r) =>
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
function drawTruck(
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
function truckLoad(doc, rng) {
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

function drawCar(color, { roof = 1 } = {}) {
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
function drawCarCarrier(doc, { cab = C.saffron, frame = C.navy2, cars = [] } = {}) {
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

function drawMotorbike(doc, { color = C.red, wrapped = false } = {}) {
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

function drawForklift(doc, { load = '', color = C.saffron } = {}) {
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

function drawPalletJack(color = C.saffron) {
  return [
    rect(0, -14, 120, 8, C.metal),
    rect(110, -52, 16, 44, color, { rx: 4 }),
    line(118, -52, 96, -118, C.metal, 5),
    rect(84, -124, 26, 7, '#22252a', { rx: 3 }),
    circle(10, -4, 4, '#22252a'),
    circle(118, -6, 7, '#22252a'),
  ];
}

/* ------------------------------------------------------------------------------------------
 * People (flat, faceless; feet at y = 0, facing right)
 * ---------------------------------------------------------------------------------------- */

const ARM_POSES = {
  stand: {
    back: [
      [-8, -136],
      [-14, -112],
      [-14, -90],
    ],
    front: [
      [10, -136],
      [16, -112],
      [16, -90],
    ],
  },
  carry: {
    back: [
      [-6, -136],
      [22, -120],
      [52, -116],
    ],
    front: [
      [10, -134],
      [20, -108],
      [30, -100],
    ],
  },
  wrap: {
    back: [
      [-6, -136],
      [28, -128],
      [58, -124],
    ],
    front: [
      [10, -134],
      [34, -118],
      [58, -112],
    ],
  },
  tape: {
    back: [
      [-6, -136],
      [24, -108],
      [46, -84],
    ],
    front: [
      [10, -134],
      [32, -102],
      [54, -80],
    ],
  },
  lift: {
    back: [
      [-6, -136],
      [18, -152],
      [40, -168],
    ],
    front: [
      [10, -134],
      [30, -150],
      [48, -164],
    ],
  },
  wave: {
    back: [
      [-8, -136],
      [-14, -112],
      [-14, -90],
    ],
    front: [
      [10, -136],
      [28, -160],
      [34, -188],
    ],
  },
  push: {
    back: [
      [-6, -136],
      [24, -122],
      [50, -118],
    ],
    front: [
      [10, -134],
      [34, -116],
      [54, -112],
    ],
  },
  hammer: {
    back: [
      [-6, -136],
      [24, -116],
      [48, -106],
    ],
    front: [
      [10, -134],
      [30, -150],
      [40, -172],
    ],
  },
};

function drawPerson(doc, o = {}) {
  const {
    shirt = C.navy,
    pants = '#394352',
    skin = C.skins[0],
    hair = C.hair,
    cap = false,
    hairStyle = 'short',
    pose = 'stand',
    walk = false,
    dress = false,
    uniform = false,
  } = o;
  const P = ARM_POSES[pose];
  const armPath = (pts) => 'M' + pts.map((p) => p.join(' ')).join(' L');
  const arm = (pts, col) => stroke(armPath(pts), col, 11);
  const handAt = (pts) => circle(pts[2][0], pts[2][1], 5.5, skin);
  const legs = walk ? [['M-4 -84 L-16 -4'], ['M4 -84 L16 -4']] : [['M-5 -84 L-6 -4'], ['M5 -84 L6 -4']];
  const feet = walk
    ? [
        [-12, -4],
        [21, -4],
      ]
    : [
        [-2, -4],
        [11, -4],
      ];
  const out = [arm(P.back, darken(shirt, 0.22)), handAt(P.back)];
  out.push(stroke(legs[0][0], darken(pants, 0.15), 13), stroke(legs[1][0], pants, 13));
  for (const [fx, fy] of feet) out.push(ellipse(fx, fy, 10, 5, '#22252a'));
  out.push(rect(-18, -148, 36, 66, shirt, { rx: 12 }));
  if (dress) out.push(poly([-18, -96, 18, -96, 26, -46, -26, -46], shirt));
  else out.push(rect(-18, -90, 36, 6, darken(pants, 0.3)));
  if (uniform)
    out.push(rect(2, -138, 11, 7, C.saffron, { rx: 1.5 }), rect(-18, -120, 36, 5, C.saffron, { 'fill-opacity': 0.9 }));
  out.push(rect(-5, -156, 10, 10, skin));
  if (hairStyle === 'long') out.push(rect(-14, -170, 13, 40, hair, { rx: 6 }));
  if (hairStyle === 'bun') out.push(circle(-13, -176, 7, hair));
  out.push(circle(0, -168, 14, hair), circle(3, -163, 13.5, skin));
  if (cap)
    out.push(shape('M-11 -166 A14 14 0 0 1 17 -166 Z', C.saffron), rect(10, -168, 15, 4, C.saffronDark, { rx: 2 }));
  if (pose === 'carry') out.push(drawBox(14, -96, 44, 38, { depth: 8, tone: o.boxTone ?? C.card }));
  if (pose === 'wrap')
    out.push(rect(52, -142, 13, 46, '#d6e7f3', { rx: 4 }), rect(56, -142, 5, 46, '#ffffff', { 'fill-opacity': 0.6 }));
  if (pose === 'tape') out.push(shape('M46 -86 h16 l4 10 h-10 z', C.metal), circle(58, -84, 6, C.tape));
  if (pose === 'hammer') out.push(line(40, -172, 40, -200, '#6b4f35', 4), rect(30, -206, 22, 8, C.metal, { rx: 2 }));
  out.push(arm(P.front, shirt), handAt(P.front));
  return out;
}

/** Preset outfits: packers wear navy with a saffron cap; family members vary. */
function packer(doc, rng, pose, extra = {}) {
  const shirt = rng.chance(0.7) ? C.navy : C.blue;
  return drawPerson(doc, {
    shirt,
    pants: '#37404d',
    skin: rng.pick(C.skins),
    cap: true,
    uniform: true,
    pose,
    ...extra,
  });
}

function civilian(doc, rng, pose, extra = {}) {
  const woman = extra.woman ?? rng.chance(0.5);
  return drawPerson(doc, {
    shirt: rng.pick(['#2e7d6b', '#7a3e48', '#d9822b', '#5b6fa8', '#c25b7a', '#3f8fa6']),
    pants: rng.pick(['#394352', '#5b4a3a', '#2d3e5a']),
    skin: rng.pick(C.skins),
    hairStyle: woman ? rng.pick(['long', 'bun']) : 'short',
    dress: woman,
    pose,
    ...extra,
  });
}

/* ------------------------------------------------------------------------------------------
 * Signs and symbols drawn inside scenes
 * ---------------------------------------------------------------------------------------- */

function drawPin(color = C.saffron, inner = C.navy) {
  return [
    ellipse(0, 2, 18, 5, '#000000', { 'fill-opacity': 0.22 }),
    shape('M0 0 C-6 -14 -26 -30 -26 -52 A26 26 0 0 1 26 -52 C26 -30 6 -14 0 0 Z', color, {
      stroke: '#ffffff',
      'stroke-width': 3,
    }),
    circle(0, -52, 11, '#ffffff'),
    circle(0, -52, 5.5, inner),
  ];
}

function drawShield(fill, check = C.saffron) {
  return [
    shape('M0 -62 L50 -46 V-6 C50 30 24 52 0 64 C-24 52 -50 30 -50 -6 V-46 Z', fill),
    stroke('M-20 0 L-6 14 L22 -16', check, 10),
  ];
}

function drawCctv(flip = false) {
  return group(
    { transform: flip ? 'scale(-1 1)' : undefined },
    rect(-6, -20, 12, 40, '#9aa3ad', { rx: 3 }),
    line(0, 0, 26, 8, '#9aa3ad', 6),
    group(
      { transform: 'translate(24 4) rotate(18)' },
      rect(0, -12, 76, 26, '#f2f4f6', { rx: 6 }),
      rect(-4, -18, 86, 10, '#d3d8de', { rx: 4 }),
      circle(76, 1, 9, '#22252a'),
      circle(78, -1, 3, '#6b8fb3'),
      circle(12, 6, 3, '#e74c3c'),
    ),
  );
}

function drawSignal(x, y, s, color = C.saffron) {
  return place(
    x,
    y,
    s,
    [1, 2, 3]
      .map((i) =>
        stroke(`M${-12 * i} ${-10 * i} A${16 * i} ${16 * i} 0 0 1 ${12 * i} ${-10 * i}`, color, 5, {
          'stroke-opacity': 1 - i * 0.22,
        }),
      )
      .concat(circle(0, 0, 5, color)),
  );
}

function drawSatellite(x, y, s) {
  return place(x, y, s, [
    rect(-46, -10, 30, 20, C.blue),
    rect(16, -10, 30, 20, C.blue),
    line(-31, -10, -31, 10, lighten(C.blue, 0.4), 1.5),
    line(31, -10, 31, 10, lighten(C.blue, 0.4), 1.5),
    rect(-16, -2, 32, 4, C.metal),
    rect(-10, -14, 20, 28, C.chrome, { rx: 4 }),
    line(0, 14, 0, 24, C.metal, 3),
    circle(0, 26, 4, C.saffron),
  ]);
}

/* ------------------------------------------------------------------------------------------
 * Skylines and landmarks (silhouettes in one colour, origin at bottom-centre)
 * ---------------------------------------------------------------------------------------- */

const LANDMARKS = {
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
const CITY_LANDMARKS = {
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
function drawSkyline(rng, W, baseY, { minH, maxH, color, windows = null, gaps = [] }) {
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

const TIMES = {
  dawn: {
    sky: ['#2c4a78', '#9d8fb0', '#f7c59f'],
    far: '#9a98b5',
    near: '#2e4266',
    sun: '#ffe1ad',
    win: '#9fb3cc',
    lit: '#ffd27a',
    litRate: 0.12,
  },
  day: {
    sky: ['#6f9cc9', '#b9d2e6', '#eef2f1'],
    far: '#a7bad0',
    near: '#4f6b8c',
    sun: '#fff3cf',
    win: '#c8d8e8',
    lit: '#fff3cf',
    litRate: 0.05,
  },
  golden: {
    sky: ['#3f6ea5', '#d9ad84', '#f8dcb0'],
    far: '#bfa493',
    near: '#4e4660',
    sun: '#fff0c2',
    win: '#d8c2a8',
    lit: '#ffe0a0',
    litRate: 0.1,
  },
  teal: {
    sky: ['#3f7f99', '#9ccbd0', '#eef4ea'],
    far: '#97b9bd',
    near: '#35596a',
    sun: '#fff6da',
    win: '#b8d4d8',
    lit: '#fff3cf',
    litRate: 0.05,
  },
  dusk: {
    sky: ['#1a3560', '#8a5a7a', '#f6a94e'],
    far: '#8a6a82',
    near: '#2d2540',
    sun: '#ffc46b',
    win: '#7a6480',
    lit: '#ffcf73',
    litRate: 0.35,
  },
  night: {
    sky: ['#061428', '#10294d', '#2a4a78'],
    far: '#1e3860',
    near: '#0c1e38',
    sun: null,
    win: '#2a4470',
    lit: '#ffd27a',
    litRate: 0.45,
  },
};

/* ------------------------------------------------------------------------------------------
 * Scenes (each returns the SVG body for a W x H design canvas)
 * ---------------------------------------------------------------------------------------- */

function sceneCityBanner(doc, W, H, slug, { time = null, calm = true } = {}) {
  const rng = doc.rng;
  const k = H / 400;
  const features = CITY_LANDMARKS[slug] ?? ['highrise'];
  const timeName =
    time ?? (slug === 'default' ? 'day' : rng.pick(['day', 'day', 'golden', 'teal', 'dawn', 'dusk', 'night']));
  const T = TIMES[timeName];
  const night = timeName === 'night';
  const tint = rng.pick([C.saffron, C.blue, '#2e7d6b', '#7a3e48', C.steel]);
  const sky = T.sky.map((c, i) => mix(c, tint, i === 2 ? 0.1 : 0.04));
  const roadY = H * 0.79;
  const landmarkX = W * rng.range(0.62, 0.8);
  const out = [drawSky(doc, W, H, sky)];
  if (T.sun) out.push(drawSun(doc, W * rng.range(0.55, 0.9), H * rng.range(0.22, 0.45), rng.range(26, 40) * k, T.sun));
  else {
    out.push(drawMoon(W * rng.range(0.6, 0.92), H * 0.2, 18 * k, sky[0]));
    for (let i = 0; i < 40; i++)
      out.push(
        circle(rng.range(0, W), rng.range(0, H * 0.5), rng.range(0.6, 1.6), '#ffffff', {
          'fill-opacity': rng.range(0.3, 0.8),
        }),
      );
  }
  if (!night) out.push(drawClouds(rng, W, 30 * k, 130 * k, '#ffffff', rng.int(2, 4), timeName === 'dusk' ? 0.3 : 0.75));
  if (features.includes('hills'))
    out.push(drawHills(rng, W, H, roadY - 110 * k, 70 * k, mix(T.far, sky[2], 0.35), 200));
  out.push(drawSkyline(rng, W, roadY, { minH: 50 * k, maxH: 150 * k, color: T.far }));
  const main = features[0];
  const lmScale = (main === 'bridge' ? 0.9 : rng.range(0.78, 0.95)) * k;
  const halfWidth =
    { bridge: 250, fort: 180, palace: 175, factory: 185, warehouse: 200, cranes: 220, palms: 130, highrise: 140 }[
      main
    ] ?? 100;
  const gaps = [[landmarkX - halfWidth * lmScale, landmarkX + halfWidth * lmScale]];
  if (features[1] && features[1] !== 'hills') {
    const x2 = landmarkX > W * 0.7 ? landmarkX - W * 0.24 : landmarkX + W * 0.22;
    out.push(place(x2, roadY, 0.7 * k, LANDMARKS[features[1]](mix(T.near, T.far, 0.35), C.saffron)));
  }
  out.push(place(landmarkX, roadY, lmScale, LANDMARKS[main](mix(T.near, T.far, 0.2), C.saffron)));
  out.push(
    drawSkyline(rng, W, roadY, {
      minH: 24 * k,
      maxH: 96 * k,
      color: T.near,
      gaps,
      windows: { density: 0.55, lit: T.litRate, color: T.win, litColor: T.lit },
    }),
  );
  out.push(rect(0, roadY - 2, W, 12 * k, mix('#8a8f98', T.near, 0.4)));
  const palms = features.includes('palms') || slug === 'chennai' || slug === 'mumbai';
  for (let x = rng.range(20, 80); x < W; x += rng.range(150, 220)) {
    out.push(
      palms
        ? drawPalm(x, roadY + 4, 0.5 * k, darken(T.near, 0.1), darken(T.near, 0.1))
        : drawTree(x, roadY + 4, 0.7 * k, darken(mix(T.near, C.green, 0.35), 0.1), darken(T.near, 0.2)),
    );
  }
  for (let x = 120; x < W; x += 260) out.push(drawStreetLamp(x, roadY + 6, 0.6 * k, darken(T.near, 0.2), night));
  out.push(drawRoad(W, roadY + 8 * k, H - roadY - 8 * k, { dashOffset: rng.range(0, 80) }));
  const truckX = W * rng.range(0.66, 0.84);
  const flip = rng.chance(0.35);
  out.push(
    place(
      truckX,
      H - 16 * k,
      0.44 * k,
      drawTruck(doc, { lights: night, cab: rng.pick([C.saffron, C.saffron, C.white]) }),
      flip,
    ),
  );
  if (calm) out.push(calmLeft(doc, W, H, 0.5, 0.85));
  return out;
}

function sceneHighway(doc, W, H, { time = 'dawn', calm = true, truck = 'open', truckX = 0.72, truckScale = 1 } = {}) {
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

function carColors(rng, n) {
  const palette = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#2e86c1', '#f1c40f', '#16a085', '#d5d8dc', '#8e44ad'];
  return Array.from({ length: n }, () => rng.pick(palette));
}

function sceneHomePacking(doc, W, H, { calm = true, people = 2, sofaColor = null, wall = null } = {}) {
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

function sceneWarehouseYard(doc, W, H, { calm = true } = {}) {
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

function sceneContainerBike(doc, W, H, { variant = 0 } = {}) {
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

function sceneBikeRamp(doc, W, H) {
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

function sceneBikeCrate(doc, W, H) {
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

function sceneHousehold(doc, W, H, variant) {
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

function sceneStorage(doc, W, H, variant) {
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

function sceneCar(doc, W, H, variant) {
  const rng = doc.rng;
  const k = H / 600;
  const time = ['day', 'dusk', 'day', 'dawn'][variant];
  const T = TIMES[time];
  const roadY = H * 0.76;
  const out = [drawSky(doc, W, H, T.sky), drawClouds(rng, W, 40, 180, '#ffffff', 3, time === 'day' ? 0.8 : 0.25)];
  if (T.sun) out.push(drawSun(doc, W * rng.range(0.2, 0.8), roadY - 170 * k, 30 * k, T.sun));
  out.push(drawHills(rng, W, H, roadY - 90 * k, 50, mix(T.far, T.sky[2], 0.3), 180));
  for (let x = rng.range(0, 50); x < W; x += rng.range(90, 160))
    out.push(
      drawTree(x, roadY - 2, rng.range(0.5, 0.8), darken(mix(T.near, C.green, 0.45), 0.05), darken(T.near, 0.2)),
    );
  out.push(drawRoad(W, roadY, H - roadY));
  const cars = carColors(rng, 6);
  if (variant === 0) {
    out.push(place(W * 0.5, H - 30 * k, 1.08 * k, drawCarCarrier(doc, { cars })));
  } else if (variant === 1) {
    // single-car flatbed
    const s = 1.45 * k;
    const load = [
      place(140, -72, 1.2, drawCar(cars[0])),
      rect(82, -84, 8, 14, C.saffron),
      rect(226, -84, 8, 14, C.saffron),
    ];
    out.push(place(W * 0.5, H - 24 * k, s, drawTruck(doc, { cargo: 'open', load, body: C.navy, gate: false })));
  } else if (variant === 2) {
    // car driving up the ramps onto the lower deck
    const s = 0.88 * k;
    const x = W * 0.62;
    out.push(place(x, H - 30 * k, s, drawCarCarrier(doc, { cars: [null, cars[1], cars[2], cars[3], cars[4], null] })));
    const deckX = x - 321 * s;
    const deckY = H - 30 * k - 66 * s;
    const foot = [deckX - 210 * k, H - 30 * k];
    out.push(poly([foot[0], foot[1], deckX, deckY, deckX, deckY + 8, foot[0] + 12, foot[1]], C.metal));
    const ang = (Math.atan2(deckY - foot[1], deckX - foot[0]) * 180) / Math.PI;
    out.push(
      group(
        {
          transform: `translate(${num((foot[0] + deckX) / 2 - 6)} ${num((foot[1] + deckY) / 2)}) rotate(${num(ang)}) scale(${num(s)})`,
        },
        drawCar(cars[5]),
      ),
    );
  } else {
    // close-up of a car strapped on the trailer deck
    const s = 2.2 * k;
    out.push(rect(0, H - 130 * k, W, 40 * k, C.navy2), rect(0, H - 130 * k, W, 8 * k, C.saffron));
    out.push(place(W * 0.5, H - 130 * k, s, drawCar(cars[0], { roof: rng.range(0.95, 1.1) })));
    for (const wx of [38, 124]) {
      const cx = W * 0.5 + (wx - 80) * s;
      out.push(
        stroke(
          `M${num(cx - 40 * k)} ${num(H - 130 * k)} Q${num(cx)} ${num(H - 200 * k)} ${num(cx + 40 * k)} ${num(H - 130 * k)}`,
          C.saffron,
          8 * k,
        ),
      );
    }
    out.push(rect(0, H - 92 * k, W, 14 * k, '#2a2d33'));
    for (const x of [W * 0.14, W * 0.26, W * 0.78])
      out.push(wheelArch(x, H - 90 * k, 40 * k), drawWheel(x, H - 52 * k, 36 * k));
  }
  return out;
}

function sceneWooden(doc, W, H, variant) {
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

function sceneFamily(doc, W, H, { unpacking = false } = {}) {
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

function sceneLoading(doc, W, H) {
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

function sceneTaping(doc, W, H) {
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

function sceneOffice(doc, W, H) {
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

function sceneRouteMap(doc, W, H) {
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

function sceneTeam(doc, W, H) {
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

/** A stylised street map: creek with mangrove edge, railway, main road, street grid, parks. */
function drawMap(doc, rng, W, H, { pin = true } = {}) {
  const out = [rect(0, 0, W, H, '#efe9dd')];
  // hills to the east
  out.push(
    shape(
      `M${num(W * 0.86)} 0 C${num(W * 0.8)} ${num(H * 0.3)} ${num(W * 0.92)} ${num(H * 0.6)} ${num(W * 0.84)} ${H} H${W} V0 Z`,
      '#b9d6a8',
    ),
  );
  // creek on the west
  const shore = `M${num(W * 0.2)} -10 C${num(W * 0.15)} ${num(H * 0.2)} ${num(W * 0.24)} ${num(H * 0.35)} ${num(W * 0.19)} ${num(H * 0.55)} S${num(W * 0.22)} ${num(H * 0.85)} ${num(W * 0.18)} ${H + 10}`;
  out.push(stroke(shore, '#9cc48e', 26 * (W / 600)));
  out.push(shape(`${shore} L-10 ${H + 10} L-10 -10 Z`, C.water));
  for (let i = 0; i < 5; i++)
    out.push(
      stroke(`M${num(W * rng.range(0.02, 0.1))} ${num(H * (0.1 + i * 0.2))} q10 -6 20 0 t20 0`, '#ffffff', 2, {
        'stroke-opacity': 0.6,
      }),
    );
  // parks
  for (let i = 0; i < 5; i++)
    out.push(
      rect(
        W * rng.range(0.3, 0.78),
        H * rng.range(0.05, 0.85),
        W * rng.range(0.06, 0.12),
        H * rng.range(0.06, 0.12),
        '#c5dfb6',
        { rx: 8 },
      ),
    );
  // minor street grid
  const minor = [];
  for (let y = H * 0.08; y < H; y += H * rng.range(0.13, 0.18))
    minor.push(`M${num(W * 0.27)} ${num(y)} L${num(W * 0.86)} ${num(y + rng.range(-10, 10))}`);
  for (let x = W * 0.4; x < W * 0.86; x += W * rng.range(0.1, 0.14))
    minor.push(`M${num(x)} 0 L${num(x + rng.range(-15, 15))} ${H}`);
  out.push(stroke(minor.join(' '), '#ddd3c2', 11 * (W / 600)), stroke(minor.join(' '), '#ffffff', 7 * (W / 600)));
  // building footprints
  for (let i = 0; i < 40; i++)
    out.push(
      rect(
        W * rng.range(0.28, 0.84),
        H * rng.range(0, 0.98),
        W * rng.range(0.015, 0.035),
        H * rng.range(0.015, 0.03),
        '#e2d9c8',
      ),
    );
  // railway and main road parallel to the creek
  const rail = `M${num(W * 0.3)} -10 C${num(W * 0.27)} ${num(H * 0.4)} ${num(W * 0.32)} ${num(H * 0.6)} ${num(W * 0.29)} ${H + 10}`;
  out.push(
    stroke(rail, '#6b7280', 7 * (W / 600)),
    stroke(rail, '#ffffff', 3 * (W / 600), { 'stroke-dasharray': '10 10', 'stroke-linecap': 'butt' }),
  );
  const road = `M${num(W * 0.36)} -10 C${num(W * 0.33)} ${num(H * 0.4)} ${num(W * 0.38)} ${num(H * 0.6)} ${num(W * 0.35)} ${H + 10}`;
  out.push(stroke(road, '#e0a94a', 19 * (W / 600)), stroke(road, '#f8d58f', 14 * (W / 600)));
  const cross = `M${num(W * 0.2)} ${num(H * 0.48)} L${W} ${num(H * 0.52)}`;
  out.push(stroke(cross, '#e0a94a', 15 * (W / 600)), stroke(cross, '#f8d58f', 10 * (W / 600)));
  if (pin) {
    const s = W / 600;
    out.push(
      circle(W / 2, H / 2, 52 * s, C.saffron, { 'fill-opacity': 0.12 }),
      circle(W / 2, H / 2, 30 * s, C.saffron, { 'fill-opacity': 0.2 }),
    );
    out.push(place(W / 2, H / 2, 1.25 * s, drawPin()));
  }
  return out;
}

function sceneAboutTeam(doc, W, H) {
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

function sceneAboutWarehouse(doc, W, H) {
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

function sceneAboutSafety(doc, W, H) {
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

/* ------------------------------------------------------------------------------------------
 * Rate chart (the one image that carries text)
 * ---------------------------------------------------------------------------------------- */

const escapeXml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inr = new Intl.NumberFormat('en-IN');
const priceRange = ({ min, max }) => `${inr.format(min)} - ${inr.format(max)}`;

function sceneRateChart(doc, W, H, rows) {
  const text = (x, y, s, { size = 20, weight = 400, fill = C.navy, anchor = 'start' } = {}) =>
    el(
      'text',
      { x, y, 'font-family': 'sans-serif', 'font-size': size, 'font-weight': weight, fill, 'text-anchor': anchor },
      escapeXml(s),
    );
  const card = { x: 40, y: 34, w: W - 80, h: H - 68 };
  const cols = [card.x + 44, card.x + 360, card.x + 610];
  const headY = card.y + 84;
  const headH = 58;
  const tableTop = headY + headH;
  const tableBottom = card.y + card.h - 78;
  const rowH = Math.min(64, (tableBottom - tableTop) / rows.length);
  const out = [
    rect(0, 0, W, H, C.sand),
    shape(`M${W} ${H - 170} L${W - 170} ${H} H${W} Z`, C.saffron, { 'fill-opacity': 0.12 }),
    rect(card.x, card.y + 6, card.w, card.h, '#000000', { rx: 18, 'fill-opacity': 0.07 }),
    rect(card.x, card.y, card.w, card.h, C.white, { rx: 18 }),
    shape(
      `M${card.x} ${headY} V${card.y + 18} Q${card.x} ${card.y} ${card.x + 18} ${card.y} H${card.x + card.w - 18} Q${card.x + card.w} ${card.y} ${card.x + card.w} ${card.y + 18} V${headY} Z`,
      C.navy,
    ),
    drawMark(card.x + 22, card.y + 12, 60),
    text(card.x + 96, card.y + 53, 'Estimated shifting charges (Rs.)', { size: 30, weight: 700, fill: C.white }),
    rect(card.x, headY, card.w, headH, '#fde9cc'),
    rect(card.x, headY + headH - 3, card.w, 3, C.saffron),
    text(cols[0], headY + 37, 'Shifting type', { size: 21, weight: 700 }),
    text(cols[1], headY + 37, 'Packing material', { size: 21, weight: 700 }),
    text(cols[2], headY + 37, 'Moving charges', { size: 21, weight: 700 }),
  ];
  rows.forEach((row, i) => {
    const y = tableTop + i * rowH;
    if (i % 2 === 1) out.push(rect(card.x, y, card.w, rowH, '#faf7f1'));
    out.push(rect(card.x + 24, y + rowH - 1, card.w - 48, 1, C.sand2));
    const base = y + rowH / 2 + 8;
    out.push(
      text(cols[0], base, row.shiftingType, { size: 22, weight: 700 }),
      text(cols[1], base, priceRange(row.packingMaterial), { size: 22, fill: '#263b57' }),
      text(cols[2], base, priceRange(row.movingCharges), { size: 22, fill: '#263b57' }),
    );
  });
  out.push(
    text(cols[0], card.y + card.h - 30, 'Approximate local-shifting prices. Final quote after survey.', {
      size: 17,
      fill: '#5a6270',
    }),
    place(card.x + card.w - 80, card.y + card.h - 22, 0.24, drawTruck(doc, {})),
  );
  return out;
}

/* ------------------------------------------------------------------------------------------
 * SVG icons, logo and badges (written as plain SVG files)
 * ---------------------------------------------------------------------------------------- */

function starPoints(cx, cy, R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? R : r;
    pts.push(`${num(cx + rad * Math.cos(a))} ${num(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

/** 48-unit stroke icons; each entry is the inner markup drawn with the shared stroke style. */
const ICONS = {
  house: '<path d="M6 22 24 8l18 14"/><path d="M10 19v21h28V19"/><path d="M20 40V29h8v11"/>',
  ac: '<rect x="6" y="9" width="36" height="17" rx="3"/><path d="M11 21h26"/><path d="M15 31q3 4 0 8M24 31q3 4 0 8M33 31q3 4 0 8"/>',
  bike: '<circle cx="11" cy="32" r="7"/><circle cx="37" cy="32" r="7"/><path d="M11 32l5-8h4M37 32l-5-14h5M31 21H14l3-4h12Z"/><rect x="19" y="24" width="8" height="7" rx="1"/><path d="M27 28h3"/>',
  car: '<path d="M5 31v-6l5-2 6-8h15l6 8 6 2v6h-4M31 31H17M9 31H5"/><circle cx="13" cy="31" r="4"/><circle cx="35" cy="31" r="4"/><path d="M10 23h27"/>',
  pet: '<path d="M24 26c-6 0-10 6-10 10 0 4 4 5 10 3 6 2 10 1 10-3 0-4-4-10-10-10Z"/><circle cx="12" cy="21" r="3.5"/><circle cx="19" cy="13" r="3.5"/><circle cx="29" cy="13" r="3.5"/><circle cx="36" cy="21" r="3.5"/>',
  office: '<path d="M10 42V6h28v36M6 42h36"/><path d="M16 13h4M28 13h4M16 20h4M28 20h4M16 27h4M28 27h4M21 42v-7h6v7"/>',
  commercial:
    '<path d="M6 18 10 8h28l4 10"/><path d="M6 18q3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0"/><path d="M9 21v19h30V21M14 40V29h8v11"/><rect x="26" y="27" width="8" height="7"/>',
  luggage:
    '<rect x="11" y="14" width="26" height="26" rx="3"/><path d="M19 14V9h10v5M18 14v26M30 14v26"/><circle cx="16" cy="43" r="1.5"/><circle cx="32" cy="43" r="1.5"/>',
  domestic:
    '<path d="M5 27l7-6 7 6v11H5Z"/><path d="M29 27l7-6 7 6v11H29Z"/><path d="M12 15q12-11 24 0"/><path d="M31 15h5v-5"/>',
  international:
    '<circle cx="24" cy="24" r="17"/><ellipse cx="24" cy="24" rx="7" ry="17"/><path d="M7 24h34M10 15h28M10 33h28"/>',
  tempo:
    '<path d="M4 32V22h24v10"/><path d="M28 18h8l6 8v6H28Z"/><circle cx="12" cy="35" r="4"/><circle cx="35" cy="35" r="4"/><path d="M8 22v-6h8v6M17 22v-8h8v8"/>',
  warehouse: '<path d="M5 18 24 8l19 10v23H5Z"/><path d="M14 41V24h20v17M14 29h20M14 34h20"/>',
  storage:
    '<rect x="8" y="25" width="15" height="15"/><rect x="25" y="25" width="15" height="15"/><rect x="16" y="9" width="15" height="15"/><path d="M15.5 25v5M32.5 25v5M23.5 9v5"/>',
  cold: '<path d="M4 34V14h26v20"/><path d="M30 21h7l6 7v6H30"/><circle cx="12" cy="37" r="4"/><circle cx="36" cy="37" r="4"/><path d="M17 18v12M11.8 21l10.4 6M11.8 27l10.4-6"/>',
  quote: '<path d="M12 6h18l7 7v29H12Z"/><path d="M30 6v7h7M18 20h13M18 26h13M18 32h8"/>',
  calendar: '<rect x="7" y="10" width="34" height="31" rx="3"/><path d="M7 19h34M16 6v8M32 6v8M17 30l4 4 8-8"/>',
  packing: '<path d="M8 16 24 8l16 8v18l-16 8-16-8Z"/><path d="M8 16l16 8 16-8M24 24v18M16 12l16 8v6"/>',
  truck:
    '<path d="M3 11h27v23H3Z"/><path d="M30 19h8l7 8v7H30"/><circle cx="12" cy="36" r="4"/><circle cx="37" cy="36" r="4"/>',
  shield: '<path d="M24 5l15 6v12c0 9-7 16-15 20-8-4-15-11-15-20V11Z"/><path d="M17 24l5 5 9-10"/>',
  clock: '<circle cx="24" cy="24" r="17"/><path d="M24 14v10l7 4"/>',
  rupee: '<path d="M14 10h20M14 18h20M14 10h6a8 8 0 0 1 0 16h-6l16 14"/>',
  tracking:
    '<path d="M33 5a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8Z"/><circle cx="33" cy="13" r="2.5"/><circle cx="8" cy="40" r="3"/><path d="M11 40c8 0 6-9 13-9s8 2 9-4" stroke-dasharray="3 4"/>',
  team: '<circle cx="24" cy="14" r="5"/><circle cx="11" cy="19" r="4"/><circle cx="37" cy="19" r="4"/><path d="M15 40v-6a9 9 0 0 1 18 0v6M4 38v-4a7 7 0 0 1 9-6.7M44 38v-4a7 7 0 0 0-9-6.7"/>',
  star: `<path d="${starPoints(24, 25, 19, 8)}"/>`,
  phone: '<path d="M14 6h6l3 9-4 3c2 5 6 9 11 11l3-4 9 3v6c0 2-2 4-4 4C22 38 10 26 10 10c0-2 2-4 4-4Z"/>',
  mail: '<rect x="6" y="12" width="36" height="25" rx="3"/><path d="M7 14l17 13 17-13"/>',
  chat: '<path d="M8 9h32a3 3 0 0 1 3 3v19a3 3 0 0 1-3 3H20l-8 7v-7H8a3 3 0 0 1-3-3V12a3 3 0 0 1 3-3Z"/><path d="M16 22h.01M24 22h.01M32 22h.01" stroke-width="4"/>',
  'map-pin': '<path d="M24 44s-14-13-14-24a14 14 0 0 1 28 0c0 11-14 24-14 24Z"/><circle cx="24" cy="20" r="5"/>',
  check: '<circle cx="24" cy="24" r="18"/><path d="M16 24l6 6 11-12"/>',
  cross: '<circle cx="24" cy="24" r="18"/><path d="M17 17l14 14M31 17 17 31"/>',
};

const iconSvg = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>\n`;

function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${rect(0, 0, 64, 64, C.navy, { rx: 14 })}${markShapes().join('')}</svg>\n`;
}

/** Badge icons (48-unit, navy stroke) and a light decorative motif on the right; no text. */
const BADGES = {
  partners: {
    road: {
      icon: ICONS.truck,
      motif: `<path d="M84 30h62M84 50h62" stroke="${C.sand3}"/><path d="M84 40h62" stroke="${C.saffron}" stroke-dasharray="8 6"/>`,
    },
    rail: {
      icon: '<rect x="12" y="6" width="24" height="30" rx="6"/><path d="M16 12h16v9H16Z"/><circle cx="18" cy="29" r="1.5"/><circle cx="30" cy="29" r="1.5"/><path d="M16 36l-5 7M32 36l5 7M13 41h22"/>',
      motif: `<path d="M84 34h62M84 46h62" stroke="${C.steel}"/><path d="M88 30v20M98 30v20M108 30v20M118 30v20M128 30v20M138 30v20" stroke="${C.sand3}" stroke-width="2"/>`,
    },
    air: {
      icon: '<path d="M24 4c2 0 3 2 3 5v10l14 8v4l-14-4v9l5 4v3l-8-2-8 2v-3l5-4v-9L7 31v-4l14-8V9c0-3 1-5 3-5Z"/>',
      motif: `<path d="M86 54Q114 12 144 30" stroke="${C.saffron}" stroke-dasharray="1 7"/><circle cx="86" cy="54" r="3" fill="${C.saffron}" stroke="none"/><circle cx="144" cy="30" r="3" fill="${C.navy}" stroke="none"/>`,
    },
    sea: {
      icon: '<path d="M6 30h36l-5 10H11Z"/><path d="M12 30v-8h10v8M22 24h10v6M33 30V16h5v14"/><path d="M6 45q3-3 6 0t6 0 6 0 6 0 6 0 6 0"/>',
      motif: `<path d="M84 32q6-6 12 0t12 0 12 0 12 0 12 0M84 44q6-6 12 0t12 0 12 0 12 0 12 0M90 56q6-6 12 0t12 0 12 0 12 0" stroke="${C.steel}"/>`,
    },
    courier: {
      icon: '<path d="M20 14l12-6 12 6v18l-12 6-12-6Z"/><path d="M20 14l12 6 12-6M32 20v18"/><path d="M4 18h10M7 25h9M4 32h10"/>',
      motif: `<path d="M86 52c16 0 14-22 30-22s18 14 28 6" stroke="${C.saffron}" stroke-dasharray="5 6"/><circle cx="86" cy="52" r="3" fill="${C.navy}" stroke="none"/><circle cx="144" cy="36" r="4" fill="${C.saffron}" stroke="none"/>`,
    },
  },
  sectors: {
    it: {
      icon: '<rect x="6" y="8" width="36" height="24" rx="3"/><path d="M18 40h12M24 32v8M19 16l-4 4 4 4M29 16l4 4-4 4M26 14l-4 12"/>',
      motif: `<path d="M84 30h20l8 8h14M84 50h30l8-8h24" stroke="${C.steel}"/><circle cx="126" cy="38" r="3" fill="${C.saffron}" stroke="none"/><circle cx="146" cy="42" r="3" fill="${C.saffron}" stroke="none"/>`,
    },
    banking: {
      icon: '<path d="M6 18 24 7l18 11Z"/><path d="M11 22v14M19 22v14M29 22v14M37 22v14M6 40h36"/>',
      motif: `<path d="M92 56V46M106 56V40M120 56V32M134 56V24" stroke="${C.saffron}" stroke-width="8" stroke-linecap="butt"/><path d="M86 57h60" stroke="${C.sand3}"/>`,
    },
    healthcare: {
      icon: '<path d="M19 8h10v11h11v10H29v11H19V29H8V19h11Z"/>',
      motif: `<path d="M84 42h18l4-12 6 22 5-16 4 6h25" stroke="${C.saffron}"/>`,
    },
    education: {
      icon: '<path d="M4 18l20-9 20 9-20 9Z"/><path d="M12 22v10c0 4 24 4 24 0V22M44 18v10"/>',
      motif: `<rect x="92" y="48" width="50" height="8" rx="2" fill="${C.steel}" stroke="none"/><rect x="96" y="39" width="44" height="8" rx="2" fill="${C.saffronLight}" stroke="none"/><rect x="90" y="30" width="48" height="8" rx="2" fill="${C.sand3}" stroke="none"/>`,
    },
    retail: {
      icon: '<path d="M10 16h28l-2 26H12Z"/><path d="M18 20v-7a6 6 0 0 1 12 0v7"/>',
      motif: `<path d="M92 30h18l8 8-8 8H92ZM118 40h18l8 8-8 8h-18Z" stroke="${C.saffron}"/><circle cx="97" cy="38" r="2" fill="${C.saffron}" stroke="none"/>`,
    },
    manufacturing: {
      icon: '<path d="M5 42V22l10 6v-6l10 6v-6l10 6V10h6v32Z"/><path d="M11 35h4M21 35h4M31 35h4"/>',
      motif: `<path d="M84 50h62" stroke="${C.sand3}"/><g stroke="${C.steel}" stroke-width="2.5"><circle cx="92" cy="55" r="3"/><circle cx="108" cy="55" r="3"/><circle cx="124" cy="55" r="3"/><circle cx="140" cy="55" r="3"/></g><rect x="94" y="34" width="14" height="14" fill="${C.saffronLight}" stroke="none"/><rect x="120" y="36" width="12" height="12" fill="${C.saffron}" stroke="none"/>`,
    },
  },
};

function badgeSvg({ icon, motif }) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80">' +
    `<rect x="1" y="1" width="158" height="78" rx="14" fill="#ffffff" stroke="${C.sand2}" stroke-width="2"/>` +
    `<circle cx="40" cy="40" r="27" fill="${C.sand}"/>` +
    `<path d="M59 59A27 27 0 0 1 21 59" fill="none" stroke="${C.saffron}" stroke-width="3" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(23 23) scale(0.7083)">${icon}</g>` +
    `<g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    '</svg>\n'
  );
}

/* ------------------------------------------------------------------------------------------
 * The image list
 * ---------------------------------------------------------------------------------------- */

/** Cities that have a banner of their own (the others use default.webp): read from the content. */
const CITY_SLUGS = cities.filter((c) => c.img).map((c) => c.slug);

const POSTER_SCENES = [
  (doc, W, H) => sceneHighway(doc, W, H, { time: 'day', calm: false, truck: 'box', truckX: 0.55 }),
  (doc, W, H) => sceneFamily(doc, W, H),
  (doc, W, H) => sceneLoading(doc, W, H),
  (doc, W, H) => sceneTaping(doc, W, H),
  (doc, W, H) => sceneHomePacking(doc, W, H, { calm: false, people: 1 }),
  (doc, W, H) => sceneStorage(doc, W, H, 0),
  (doc, W, H) => sceneHighway(doc, W, H, { time: 'dusk', calm: false, truck: 'carrier', truckX: 0.5 }),
  (doc, W, H) => sceneContainerBike(doc, W, H, { variant: 0 }),
  (doc, W, H) => sceneWooden(doc, W, H, 2),
  (doc, W, H) => sceneCityBanner(doc, W, H, 'evening-drive', { time: 'dusk', calm: false }),
  (doc, W, H) => sceneOffice(doc, W, H),
  (doc, W, H) => sceneFamily(doc, W, H, { unpacking: true }),
  (doc, W, H) => sceneRouteMap(doc, W, H),
  (doc, W, H) => sceneTeam(doc, W, H),
];

const GALLERY = {
  bike: [
    (d, W, H) => sceneContainerBike(d, W, H, { variant: 0 }),
    (d, W, H) => sceneBikeRamp(d, W, H),
    (d, W, H) => sceneContainerBike(d, W, H, { variant: 2 }),
    (d, W, H) => sceneBikeCrate(d, W, H),
  ],
  household: [0, 1, 2, 3].map((v) => (d, W, H) => sceneHousehold(d, W, H, v)),
  storage: [0, 1, 2, 3].map((v) => (d, W, H) => sceneStorage(d, W, H, v)),
  car: [0, 1, 2, 3].map((v) => (d, W, H) => sceneCar(d, W, H, v)),
  wooden: [0, 1, 2, 3].map((v) => (d, W, H) => sceneWooden(d, W, H, v)),
};

/** Raster jobs: output path (relative to public/images), pixel size, design size, seed, scene. */
function rasterJobs(priceRows) {
  const jobs = [
    {
      file: 'hero/slide-1.webp',
      w: 1280,
      h: 560,
      seed: 'hero-1',
      draw: (d, W, H) => sceneHighway(d, W, H, { time: 'dawn' }),
    },
    { file: 'hero/slide-2.webp', w: 1280, h: 560, seed: 'hero-2', draw: (d, W, H) => sceneHomePacking(d, W, H) },
    { file: 'hero/slide-3.webp', w: 1280, h: 560, seed: 'hero-3', draw: (d, W, H) => sceneWarehouseYard(d, W, H) },
  ];
  for (const slug of [...CITY_SLUGS, 'default']) {
    jobs.push({
      file: `cities/${slug}.webp`,
      w: 1280,
      h: 400,
      seed: `city-${slug}`,
      draw: (d, W, H) => sceneCityBanner(d, W, H, slug),
    });
  }
  jobs.push({
    file: 'rate-chart.webp',
    w: 960,
    h: 540,
    seed: 'rate-chart',
    draw: (d, W, H) => sceneRateChart(d, W, H, priceRows),
  });
  for (const [category, scenes] of Object.entries(GALLERY)) {
    scenes.forEach((draw, i) =>
      jobs.push({
        file: `gallery/${category}-${i + 1}.webp`,
        w: 800,
        h: 600,
        seed: `gallery-${category}-${i + 1}`,
        draw,
      }),
    );
  }
  POSTER_SCENES.forEach((draw, i) =>
    jobs.push({
      file: `videos/poster-${i + 1}.webp`,
      w: 640,
      h: 360,
      vw: 960,
      vh: 540,
      seed: `poster-${i + 1}`,
      draw: (d, W, H) => [draw(d, W, H), posterOverlay(d, W, H)],
    }),
  );
  jobs.push({
    file: 'map-office.webp',
    w: 600,
    h: 450,
    seed: 'map-ghansoli',
    draw: (d, W, H) => drawMap(d, d.rng, W, H),
  });
  jobs.push({ file: 'about/team-packing.webp', w: 960, h: 640, seed: 'about-team', draw: sceneAboutTeam });
  jobs.push({ file: 'about/warehouse.webp', w: 960, h: 640, seed: 'about-warehouse', draw: sceneAboutWarehouse });
  jobs.push({ file: 'about/safety.webp', w: 960, h: 640, seed: 'about-safety', draw: sceneAboutSafety });
  return jobs;
}

function svgJobs() {
  const jobs = [];
  for (const [name, inner] of Object.entries(ICONS))
    jobs.push({ file: path.join(OUT, 'icons', `${name}.svg`), text: iconSvg(inner) });
  jobs.push({ file: path.join(OUT, 'brand', 'logo.svg'), text: logoSvg() });
  jobs.push({ file: path.join(ROOT, 'app', 'icon.svg'), text: logoSvg() });
  for (const [dir, set] of Object.entries(BADGES)) {
    for (const [name, badge] of Object.entries(set))
      jobs.push({ file: path.join(OUT, dir, `${name}.svg`), text: badgeSvg(badge) });
  }
  return jobs;
}

/* ------------------------------------------------------------------------------------------
 * Main
 * ---------------------------------------------------------------------------------------- */

async function main() {
  const results = [];
  const failures = [];

  for (const job of rasterJobs(priceRows)) {
    const vw = job.vw ?? job.w;
    const vh = job.vh ?? job.h;
    const doc = createDoc(job.seed);
    const svg = doc.svg(job.w, job.h, vw, vh, job.draw(doc, vw, vh));
    const buffer = await sharp(Buffer.from(svg)).resize(job.w, job.h).webp(WEBP_OPTIONS).toBuffer();
    const meta = await sharp(buffer).metadata();
    if (meta.width !== job.w || meta.height !== job.h)
      failures.push(`${job.file}: rendered ${meta.width}x${meta.height}, expected ${job.w}x${job.h}`);
    if (buffer.length > MAX_WEBP_BYTES)
      failures.push(`${job.file}: ${buffer.length} bytes is over the ${MAX_WEBP_BYTES}-byte limit`);
    const out = path.join(OUT, job.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, buffer);
    results.push({ file: path.relative(ROOT, out), size: buffer.length, dims: `${job.w}x${job.h}` });
  }

  for (const job of svgJobs()) {
    const size = Buffer.byteLength(job.text);
    if (job.file.includes(`${path.sep}icons${path.sep}`) && size >= 1536)
      failures.push(`${path.relative(ROOT, job.file)}: icon is ${size} bytes (limit 1.5 KB)`);
    await mkdir(path.dirname(job.file), { recursive: true });
    await writeFile(job.file, job.text);
    results.push({ file: path.relative(ROOT, job.file), size, dims: 'svg' });
  }

  const width = Math.max(...results.map((r) => r.file.length));
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(9)}  dims`);
  for (const r of results)
    console.log(`${r.file.padEnd(width)}  ${(r.size / 1024).toFixed(1).padStart(6)} KB  ${r.dims}`);
  const webps = results.filter((r) => r.file.endsWith('.webp'));
  const total = results.reduce((sum, r) => sum + r.size, 0);
  console.log(
    `\n${results.length} files (${webps.length} WebP, largest ${(Math.max(...webps.map((r) => r.size)) / 1024).toFixed(1)} KB), ${(total / 1024).toFixed(1)} KB in total.`,
  );

  if (failures.length) {
    console.error(`\nArtwork check failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
