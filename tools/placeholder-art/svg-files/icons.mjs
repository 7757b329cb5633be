/** The site's 48-unit stroke icons, written as plain SVG files under public/images/icons/. */
import { C } from '../core/palette.mjs';
import { num } from '../core/svg.mjs';

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
export const ICONS = {
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

/** One icon file: the inner markup in the shared navy stroke style. */
export const iconSvg = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>\n`;
