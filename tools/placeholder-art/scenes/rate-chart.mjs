/** The rate chart, the one picture that carries text: the price rows from content/prices.ts in a table. */
import { C } from '../core/palette.mjs';
import { el, rect, shape, place } from '../core/svg.mjs';
import { drawMark } from '../draw/brand.mjs';
import { drawTruck } from '../draw/vehicles.mjs';

const escapeXml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inr = new Intl.NumberFormat('en-IN');

const priceRange = ({ min, max }) => `${inr.format(min)} - ${inr.format(max)}`;

/** The rate chart: a white card with the price table, `rows` from content/prices.ts. */
export function sceneRateChart(doc, W, H, rows) {
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
