import { z } from 'zod';
import { parseContent, text } from './parse';

/**
 * Where the company moves goods: the about page's national and international presence lists
 * (docs/product.md#other-content-pages).
 */
export const presenceSchema = z.object({
  /** Indian states and union territories served. */
  national: z.array(text).length(34),
  /** Countries or places served abroad. */
  international: z.array(text).length(11),
});

export const presence = parseContent('content/presence.ts', presenceSchema, {
  national: [
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Assam',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Sikkim',
    'Tamil Nadu',
    'Telangana',
    'Tripura',
    'Uttar Pradesh',
    'Uttarakhand',
    'West Bengal',
    'Delhi',
    'Jammu and Kashmir',
    'Ladakh',
    'Chandigarh',
    'Puducherry',
    'Dadra and Nagar Haveli and Daman and Diu',
  ],
  international: [
    'United Arab Emirates',
    'Saudi Arabia',
    'Qatar',
    'Oman',
    'Kuwait',
    'Singapore',
    'United Kingdom',
    'United States',
    'Canada',
    'Australia',
    'Germany',
  ],
});
