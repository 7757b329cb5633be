/**
 * SVG written as strings: colour mixing, element helpers (rect, circle, path, group, place) and the
 * per-picture document that collects gradients and patterns.
 */
import { makeRng } from './random.mjs';

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

/** Mixes two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
};

/** Mixes a colour towards black by t (0..1). */
export const darken = (c, t) => mix(c, '#000000', t);

/** Mixes a colour towards white by t (0..1). */
export const lighten = (c, t) => mix(c, '#ffffff', t);

/** Numbers are rounded to one decimal so the SVG (and thus the WebP) is stable. */
export const num = (v) => (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);

/** One SVG element; attributes that are undefined, null or false are left out, children are flattened. */
export function el(tag, attrs = {}, children = '') {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${num(v)}"`)
    .join('');
  const inner = Array.isArray(children) ? children.flat(Infinity).filter(Boolean).join('') : children;
  return inner ? `<${tag}${a}>${inner}</${tag}>` : `<${tag}${a}/>`;
}

/** A rectangle with its top-left corner at (x, y). */
export const rect = (x, y, w, h, fill, a = {}) => el('rect', { x, y, width: w, height: h, fill, ...a });

/** A circle. */
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });

/** An ellipse. */
export const ellipse = (cx, cy, rx, ry, fill, a = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });

/** A filled path. */
export const shape = (d, fill, a = {}) => el('path', { d, fill, ...a });

/** A polygon from a flat list of coordinates [x1, y1, x2, y2, ...]. */
export const poly = (pts, fill, a = {}) => el('polygon', { points: pts.map(num).join(' '), fill, ...a });

/** A straight line with round caps. */
export const line = (x1, y1, x2, y2, stroke, width = 2, a = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a });

/** An unfilled path drawn as a round-capped line. */
export const stroke = (d, color, width, a = {}) =>
  shape(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });

/** A <g> with attributes around any number of children. */
export const group = (attrs, ...children) => el('g', attrs, children);

/** Places a drawing made in local coordinates; `flip` mirrors it around its local x = 0. */
export const place = (x, y, s, children, flip = false) =>
  group({ transform: `translate(${num(x)} ${num(y)}) scale(${num(flip ? -s : s)} ${num(s)})` }, children);

/** A soft black ellipse on the ground under a vehicle or object. */
export const shadow = (cx, cy, rx, ry, opacity = 0.18) =>
  ellipse(cx, cy, rx, ry, '#000000', { 'fill-opacity': opacity });

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(pts) {
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
export function createDoc(seed) {
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
