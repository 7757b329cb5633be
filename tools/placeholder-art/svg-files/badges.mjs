/** Transport-partner and sector badges: an icon and a light decorative motif, no text; plain SVG files. */
import { C } from '../core/palette.mjs';
import { ICONS } from './icons.mjs';

/** Badge icons (48-unit, navy stroke) and a light decorative motif on the right; no text. */
export const BADGES = {
  partners: {
    road: {
      icon: ICONS.truck,
      motif: `<path d="M84 30h62M84 50h62" stroke="${C.sand3}"/><path d="M84 40h62" stroke="${C.saffron}" stroke-dasharray="8 6"/>`,
    },
    rail: {
      icon: '<rect x="12" y="6" width="24" height="30" rx="6"/><path d="M16 12h16v9H16Z"/><circle cx="18" cy="29" r="1.5"/><circle cx="30" cy="29" r="1.5"/><path d="M16 36l-5 7M32 36l5 7M13 41h22"/>',
      motif: `<path d="M84 34h62M84 46h62" stroke="${C.steel}"/><path d="M88 30v20M98 30v20M108 30v20M118 30v20M128 30v20M138 30v20" stroke="${C.sand3}" stroke-width="2"/>`,
    },
    air: {
      icon: '<path d="M24 4c2 0 3 2 3 5v10l14 8v4l-14-4v9l5 4v3l-8-2-8 2v-3l5-4v-9L7 31v-4l14-8V9c0-3 1-5 3-5Z"/>',
      motif: `<path d="M86 54Q114 12 144 30" stroke="${C.saffron}" stroke-dasharray="1 7"/><circle cx="86" cy="54" r="3" fill="${C.saffron}" stroke="none"/><circle cx="144" cy="30" r="3" fill="${C.navy}" stroke="none"/>`,
    },
    sea: {
      icon: '<path d="M6 30h36l-5 10H11Z"/><path d="M12 30v-8h10v8M22 24h10v6M33 30V16h5v14"/><path d="M6 45q3-3 6 0t6 0 6 0 6 0 6 0 6 0"/>',
      motif: `<path d="M84 32q6-6 12 0t12 0 12 0 12 0 12 0M84 44q6-6 12 0t12 0 12 0 12 0 12 0M90 56q6-6 12 0t12 0 12 0 12 0" stroke="${C.steel}"/>`,
    },
    courier: {
      icon: '<path d="M20 14l12-6 12 6v18l-12 6-12-6Z"/><path d="M20 14l12 6 12-6M32 20v18"/><path d="M4 18h10M7 25h9M4 32h10"/>',
      motif: `<path d="M86 52c16 0 14-22 30-22s18 14 28 6" stroke="${C.saffron}" stroke-dasharray="5 6"/><circle cx="86" cy="52" r="3" fill="${C.navy}" stroke="none"/><circle cx="144" cy="36" r="4" fill="${C.saffron}" stroke="none"/>`,
    },
  },
  sectors: {
    it: {
      icon: '<rect x="6" y="8" width="36" height="24" rx="3"/><path d="M18 40h12M24 32v8M19 16l-4 4 4 4M29 16l4 4-4 4M26 14l-4 12"/>',
      motif: `<path d="M84 30h20l8 8h14M84 50h30l8-8h24" stroke="${C.steel}"/><circle cx="126" cy="38" r="3" fill="${C.saffron}" stroke="none"/><circle cx="146" cy="42" r="3" fill="${C.saffron}" stroke="none"/>`,
    },
    banking: {
      icon: '<path d="M6 18 24 7l18 11Z"/><path d="M11 22v14M19 22v14M29 22v14M37 22v14M6 40h36"/>',
      motif: `<path d="M92 56V46M106 56V40M120 56V32M134 56V24" stroke="${C.saffron}" stroke-width="8" stroke-linecap="butt"/><path d="M86 57h60" stroke="${C.sand3}"/>`,
    },
    healthcare: {
      icon: '<path d="M19 8h10v11h11v10H29v11H19V29H8V19h11Z"/>',
      motif: `<path d="M84 42h18l4-12 6 22 5-16 4 6h25" stroke="${C.saffron}"/>`,
    },
    education: {
      icon: '<path d="M4 18l20-9 20 9-20 9Z"/><path d="M12 22v10c0 4 24 4 24 0V22M44 18v10"/>',
      motif: `<rect x="92" y="48" width="50" height="8" rx="2" fill="${C.steel}" stroke="none"/><rect x="96" y="39" width="44" height="8" rx="2" fill="${C.saffronLight}" stroke="none"/><rect x="90" y="30" width="48" height="8" rx="2" fill="${C.sand3}" stroke="none"/>`,
    },
    retail: {
      icon: '<path d="M10 16h28l-2 26H12Z"/><path d="M18 20v-7a6 6 0 0 1 12 0v7"/>',
      motif: `<path d="M92 30h18l8 8-8 8H92ZM118 40h18l8 8-8 8h-18Z" stroke="${C.saffron}"/><circle cx="97" cy="38" r="2" fill="${C.saffron}" stroke="none"/>`,
    },
    manufacturing: {
      icon: '<path d="M5 42V22l10 6v-6l10 6v-6l10 6V10h6v32Z"/><path d="M11 35h4M21 35h4M31 35h4"/>',
      motif: `<path d="M84 50h62" stroke="${C.sand3}"/><g stroke="${C.steel}" stroke-width="2.5"><circle cx="92" cy="55" r="3"/><circle cx="108" cy="55" r="3"/><circle cx="124" cy="55" r="3"/><circle cx="140" cy="55" r="3"/></g><rect x="94" y="34" width="14" height="14" fill="${C.saffronLight}" stroke="none"/><rect x="120" y="36" width="12" height="12" fill="${C.saffron}" stroke="none"/>`,
    },
  },
};

/** One badge file: the icon in a sand circle on the left, the motif on the right. */
export function badgeSvg({ icon, motif }) {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80">' +
    `<rect x="1" y="1" width="158" height="78" rx="14" fill="#ffffff" stroke="${C.sand2}" stroke-width="2"/>` +
    `<circle cx="40" cy="40" r="27" fill="${C.sand}"/>` +
    `<path d="M59 59A27 27 0 0 1 21 59" fill="none" stroke="${C.saffron}" stroke-width="3" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(23 23) scale(0.7083)">${icon}</g>` +
    `<g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    '</svg>\n'
  );
}
