import { presence as presenceEn, presenceSchema } from '../presence';
import { parseContent } from '../parse';

/**
 * The about page's presence lists in Hindi: each state, union territory and country of
 * content/presence.ts by its usual Hindi name, in the same order. A place added in English without
 * a Hindi name stops the build, naming it.
 */

const FILE = 'content/hi/presence.ts';

const placeNames: Record<string, string> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Chandigarh: 'चंडीगढ़',
  Puducherry: 'पुडुचेरी',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  'United Arab Emirates': 'संयुक्त अरब अमीरात',
  'Saudi Arabia': 'सऊदी अरब',
  Qatar: 'क़तर',
  Oman: 'ओमान',
  Kuwait: 'कुवैत',
  Singapore: 'सिंगापुर',
  'United Kingdom': 'ब्रिटेन',
  'United States': 'अमेरिका',
  Canada: 'कनाडा',
  Australia: 'ऑस्ट्रेलिया',
  Germany: 'जर्मनी',
};

/** A place's Hindi name; the build stops on one without. */
function hindi(place: string): string {
  const name = placeNames[place];
  if (!name) throw new Error(`${FILE}: no Hindi name for "${place}"; add it`);
  return name;
}

export const presence = parseContent(FILE, presenceSchema, {
  national: presenceEn.national.map(hindi),
  international: presenceEn.international.map(hindi),
});
