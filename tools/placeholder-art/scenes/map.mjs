/** The stylised street map behind the office's location and the route-map poster. */
import { C } from '../core/palette.mjs';
import { num, rect, circle, shape, stroke, place } from '../core/svg.mjs';
import { drawPin } from '../draw/signs.mjs';

/** A stylised street map: creek with mangrove edge, railway, main road, street grid, parks. */
export function drawMap(doc, rng, W, H, { pin = true } = {}) {
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
