/**
 * Goods: cartons, stacks of cartons, pallets, wooden crates and pallet racking.
 * Local coordinates: y = 0 is the floor, negative y is up.
 */
import { C } from '../core/palette.mjs';
import { darken, lighten, num, rect, circle, poly, line, stroke, group } from '../core/svg.mjs';
import { filmFill } from './fills.mjs';

/** A cardboard box seen slightly from above-right; (x, y) is its bottom-left corner. */
export function drawBox(
  x,
  y,
  w,
  h,
  { tone = C.card, depth = null, label = false, arrows = false, tape = C.tape } = {},
) {
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
export function drawBoxStack(
  rng,
  x,
  y,
  width,
  { rows = 3, size = 60, tones = [C.card], label = 0.4, arrows = 0.3 } = {},
) {
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

/** A wooden pallet `w` wide with its bottom at (x, y). */
export function drawPallet(x, y, w, color = C.wood) {
  const out = [rect(x, y - 14, w, 5, color)];
  for (const bx of [x + 2, x + w / 2 - 7, x + w - 16]) out.push(rect(bx, y - 9, 14, 9, darken(color, 0.2)));
  out.push(rect(x, y - 2, w, 2, darken(color, 0.1)));
  return out;
}

/** Wooden crate with slats; `goods` is drawn first so it shows through the gaps. */
export function drawCrate(x, y, w, h, { goods = null, marks = true, open = false, wood = C.woodLight } = {}) {
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
export function drawRack(doc, rng, x, y, w, h, { bays = 3, levels = 4, fullness = 0.85 } = {}) {
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
