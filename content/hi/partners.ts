import { z } from 'zod';
import { parseContent } from '../parse';
import {
  clientSectors as clientSectorsEn,
  type LogoTile,
  logoTileSchema,
  transportPartners as transportPartnersEn,
} from '../partners';

/** The logo tiles in Hindi: content/partners.ts, the same logos in the same order. */

const FILE = 'content/hi/partners.ts';

/** Puts Hindi captions on the English tiles, keeping their logos. */
const worded = (tiles: LogoTile[], words: [name: string, description: string][]) =>
  tiles.map((tile, i) => ({ ...tile, name: words[i]?.[0], description: words[i]?.[1] }));

/** How goods travel: the partners we book, by mode. */
export const transportPartners: LogoTile[] = parseContent(
  FILE,
  z.array(logoTileSchema).length(transportPartnersEn.length),
  worded(transportPartnersEn, [
    ['सड़क', 'हमारे अपने बंद बॉडी वाले ट्रक और टेम्पो, GPS से ट्रैक होते हुए।'],
    ['रेल', 'लंबे रूट पर पार्ट-लोड और गाड़ियों के लिए पार्सल वैन।'],
    ['हवाई कार्गो', 'जल्दी पहुँचाने वाले और फ़्लाइट कार्गो के सामान के लिए एयरलाइन कार्गो।'],
    ['समुद्री माल ढुलाई', 'विदेश शिफ्टिंग के लिए शेयरिंग वाले और पूरे कंटेनर।'],
    ['कूरियर', 'कागज़ात और छोटे पार्सल के लिए एक्सप्रेस कूरियर।'],
  ]),
);

/** Who we move for: the sectors of our business customers. */
export const clientSectors: LogoTile[] = parseContent(
  FILE,
  z.array(logoTileSchema).length(clientSectorsEn.length),
  worded(clientSectorsEn, [
    ['IT और सॉफ़्टवेयर', 'कर्मचारियों के ट्रांसफ़र और ऑफ़िस की शिफ्टिंग।'],
    ['बैंकिंग और फ़ाइनेंस', 'ब्रांच की शिफ्टिंग और रिकॉर्ड का स्टोरेज।'],
    ['हेल्थकेयर', 'क्लिनिक के उपकरण और कोल्ड-चेन वाला सामान।'],
    ['शिक्षा', 'स्कूल, हॉस्टल और शिक्षकों के ट्रांसफ़र।'],
    ['रिटेल', 'दुकान की फ़िटिंग, स्टॉक और शोरूम की शिफ्टिंग।'],
    ['मैन्युफ़ैक्चरिंग', 'मशीनें, कच्चा माल और वेयरहाउसिंग।'],
  ]),
);
