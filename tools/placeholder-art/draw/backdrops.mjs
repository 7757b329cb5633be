/** Backgrounds: sky, sun, clouds, hills, trees, roads, rooms and the overlays that keep HTML text readable. */
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
  smoothPath,
} from '../core/svg.mjs';

/** A vertical gradient through `colors`, top to bottom. */
export function drawSky(doc, W, H, colors) {
  const n = colors.length - 1;
  return rect(0, 0, W, H, doc.linear(colors.map((c, i) => [i / n, c])));
}

/** A sun with a soft glow around it. */
export function drawSun(doc, x, y, r, color) {
  const glow = doc.radial([
    [0, color, 0.55],
    [1, color, 0],
  ]);
  return [circle(x, y, r * 3.2, glow), circle(x, y, r, color)];
}

/** A crescent moon: a disc cut by a second disc in the sky colour. */
export function drawMoon(x, y, r, sky) {
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

/** `count` clouds at random positions across the right 70 % of the width, between yMin and yMax. */
export function drawClouds(rng, W, yMin, yMax, color, count, opacity) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(drawCloud(rng.range(W * 0.3, W), rng.range(yMin, yMax), rng.range(0.6, 1.3), color, opacity));
  }
  return out;
}

/** A few distant birds (small arcs) scattered around (x, y). */
export function drawBirds(rng, x, y, count, color) {
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

/** A smooth random hill line along baseY (up to `amp` high), filled down to the bottom. */
export function drawHills(rng, W, H, baseY, amp, color, step = 170) {
  const pts = [];
  for (let x = -60; x <= W + step; x += step) pts.push([x, baseY - rng.range(0, amp)]);
  const last = pts[pts.length - 1][0];
  return shape(`${smoothPath(pts)} L${num(last)} ${H} L-60 ${H} Z`, color);
}

/** A round-topped tree standing at (x, y). */
export function drawTree(x, y, s, color, trunk = '#5b4330') {
  return place(x, y, s, [
    rect(-4, -40, 8, 40, trunk),
    circle(0, -58, 24, color),
    circle(-16, -46, 16, color),
    circle(16, -46, 16, darken(color, 0.08)),
  ]);
}

/** A coconut palm standing at (x, y). */
export function drawPalm(x, y, s, color, trunk = '#6b4f35') {
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

/** A street lamp at (x, y); `glow` lights it for night scenes. */
export function drawStreetLamp(x, y, s, color, glow = false) {
  return place(x, y, s, [
    glow ? circle(30, -152, 22, '#ffd27a', { 'fill-opacity': 0.22 }) : '',
    rect(-3, -150, 6, 150, color),
    stroke('M0 -148 Q4 -160 28 -158', color, 5),
    rect(20, -160, 20, 8, color, { rx: 3 }),
    rect(23, -153, 14, 3, glow ? '#ffe6a3' : lighten(color, 0.4)),
  ]);
}

/** Poles with sagging wires standing on baseY. */
export function drawPowerLine(rng, W, baseY, color) {
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

/** A crash barrier along the road edge at y. */
export function drawGuardRail(W, y, color) {
  const out = [rect(0, y - 22, W, 6, color), rect(0, y - 12, W, 4, darken(color, 0.15))];
  for (let x = 20; x < W; x += 60) out.push(rect(x, y - 24, 5, 24, darken(color, 0.25)));
  return out;
}

/** A straight road band with a kerb and dashed lane markings. */
export function drawRoad(W, y, h, { surface = C.asphalt, kerb = '#8a8f98', dash = '#f2efe6', dashOffset = 0 } = {}) {
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
export function drawRoom(
  doc,
  W,
  H,
  { wall = C.sand, floor = '#c79b6a', floorY = H * 0.72, window = null, frames = [] } = {},
) {
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
export function calmLeft(doc, W, H, until = 0.5, strength = 0.9) {
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
export function posterOverlay(doc, W, H) {
  const vignette = doc.radial(
    [
      [0.35, C.navy, 0.08],
      [1, C.navy, 0.62],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  return [rect(0, 0, W, H, C.navy, { 'fill-opacity': 0.22 }), rect(0, 0, W, H, vignette)];
}
