import { z } from 'zod';
import { imagePath, parseContent, text } from './parse';

/** A logo tile with a caption: transport modes (the about page's courier-partner row) and client sectors (brands). */
export const logoTileSchema = z.object({
  /** Caption under the logo; the image itself carries no text. */
  name: text,
  /** SVG under public/images/. */
  logo: imagePath,
  /** One line on what it means for the customer. */
  description: text,
});

export type LogoTile = z.infer<typeof logoTileSchema>;

/** How goods travel: the partners we book, by mode. */
export const transportPartners: LogoTile[] = parseContent('content/partners.ts', z.array(logoTileSchema).length(5), [
  {
    name: 'Road',
    logo: '/images/partners/road.svg',
    description: 'Our own closed-body trucks and tempos, GPS-tracked.',
  },
  {
    name: 'Rail',
    logo: '/images/partners/rail.svg',
    description: 'Parcel vans on long routes for part-loads and vehicles.',
  },
  {
    name: 'Air cargo',
    logo: '/images/partners/air.svg',
    description: 'Airline cargo for urgent and flight-cargo shipments.',
  },
  {
    name: 'Sea freight',
    logo: '/images/partners/sea.svg',
    description: 'Shared and full containers for moves abroad.',
  },
  {
    name: 'Courier',
    logo: '/images/partners/courier.svg',
    description: 'Express courier for documents and small parcels.',
  },
]);

/** Who we move for: the sectors of our business customers. */
export const clientSectors: LogoTile[] = parseContent('content/partners.ts', z.array(logoTileSchema).length(6), [
  { name: 'IT & software', logo: '/images/sectors/it.svg', description: 'Employee transfers and office moves.' },
  { name: 'Banking & finance', logo: '/images/sectors/banking.svg', description: 'Branch moves and record storage.' },
  { name: 'Healthcare', logo: '/images/sectors/healthcare.svg', description: 'Clinic equipment and cold-chain goods.' },
  { name: 'Education', logo: '/images/sectors/education.svg', description: 'Schools, hostels and faculty transfers.' },
  { name: 'Retail', logo: '/images/sectors/retail.svg', description: 'Shop fit-outs, stock and showroom moves.' },
  {
    name: 'Manufacturing',
    logo: '/images/sectors/manufacturing.svg',
    description: 'Machinery, raw material and warehousing.',
  },
]);
