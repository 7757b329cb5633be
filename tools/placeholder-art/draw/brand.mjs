/** The brand mark: drawn on truck sides and the rate chart, and written as the logo and favicon files. */
import { C } from '../core/palette.mjs';
import { rect, poly, stroke, place } from '../core/svg.mjs';

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

/** The brand mark at (x, y), `size` units wide. */
export function drawMark(x, y, size, swoosh = C.white) {
  return place(x, y, size / 64, markShapes(swoosh));
}

/** The logo file (brand mark on a navy rounded square), also the favicon. */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${rect(0, 0, 64, 64, C.navy, { rx: 14 })}${markShapes().join('')}</svg>\n`;
}
