import { cityNamesHi } from './city-names';

/**
 * Every place the instant estimate lists (content/estimate-places.ts), in Hindi, by the same key:
 * the cities with a page, then the large cities without one, in the usual Devanagari spelling
 * the Hindi city guides use.
 */
export const placeNamesHi: Record<string, string> = {
  ...cityNamesHi,
  coimbatore: 'कोयंबटूर',
  mysuru: 'मैसूरु',
  raipur: 'रायपुर',
  ranchi: 'रांची',
  thiruvananthapuram: 'तिरुवनंतपुरम',
  varanasi: 'वाराणसी',
  vijayawada: 'विजयवाड़ा',
  visakhapatnam: 'विशाखापत्तनम',
};
