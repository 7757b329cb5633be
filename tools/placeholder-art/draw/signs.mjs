/** Signs and symbols drawn inside scenes: map pins, a shield, a CCTV camera, a signal, a satellite. */
import { C } from '../core/palette.mjs';
import { lighten, rect, circle, ellipse, shape, line, stroke, group, place } from '../core/svg.mjs';

/** A map pin with its point at the origin. */
export function drawPin(color = C.saffron, inner = C.navy) {
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

/** A shield with a check mark, centred on the origin. */
export function drawShield(fill, check = C.saffron) {
  return [
    shape('M0 -62 L50 -46 V-6 C50 30 24 52 0 64 C-24 52 -50 30 -50 -6 V-46 Z', fill),
    stroke('M-20 0 L-6 14 L22 -16', check, 10),
  ];
}

/** A wall-mounted CCTV camera; `flip` points it left. */
export function drawCctv(flip = false) {
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

/** Radio waves rising from a dot at (x, y). */
export function drawSignal(x, y, s, color = C.saffron) {
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

/** A small satellite with two solar panels at (x, y). */
export function drawSatellite(x, y, s) {
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
