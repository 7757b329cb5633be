/** Repeating pattern fills for materials: stretch film, bubble wrap, corrugated metal. */
import { lighten, rect, circle } from '../core/svg.mjs';

/** Translucent stretch film: pale blue with white diagonal streaks. */
export const filmFill = (doc) =>
  doc.pattern(
    'film',
    16,
    16,
    [rect(0, 0, 16, 16, '#dcebf5', { 'fill-opacity': 0.38 }), rect(0, 0, 4, 16, '#ffffff', { 'fill-opacity': 0.5 })],
    { patternTransform: 'rotate(30)' },
  );

/** Bubble wrap: translucent sheet with a soft grid of bubbles. */
export const bubbleFill = (doc) =>
  doc.pattern('bubble', 14, 14, [
    rect(0, 0, 14, 14, '#e4eef6', { 'fill-opacity': 0.7 }),
    circle(7, 7, 4, '#ffffff', { 'fill-opacity': 0.7 }),
  ]);

/** Corrugated metal sheet (warehouse walls, container walls). */
export const corrugatedFill = (doc, base) =>
  doc.pattern(`corr-${base}`, 14, 40, [rect(0, 0, 14, 40, base), rect(0, 0, 5, 40, lighten(base, 0.08))]);
