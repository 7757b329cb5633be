/** People: flat and faceless, feet at y = 0, facing right; packers in uniform, family members in everyday clothes. */
import { C } from '../core/palette.mjs';
import { darken, rect, circle, ellipse, shape, poly, line, stroke } from '../core/svg.mjs';
import { drawBox } from './goods.mjs';

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
export function packer(doc, rng, pose, extra = {}) {
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

/** A family member in everyday clothes; `woman` picks a dress and long hair or a bun. */
export function civilian(doc, rng, pose, extra = {}) {
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
