import { z } from 'zod';
import { imagePath, internalHref, parseContent, text } from './parse';
import { tracking } from './claims';

/** A service list entry (docs/product.md#content-data): the 14 tiles of /services/ and the grids elsewhere. */
export const serviceSchema = z.object({
  /** Stable kebab-case identifier. */
  id: z.string().regex(/^[a-z-]+$/),
  /** Short tag shown on the tile (docs/product.md#content-data). */
  tag: z.enum([
    'House',
    'AC',
    'Bike',
    'Car',
    'Pet',
    'Office',
    'Commercial',
    'Luggage',
    'Domestic',
    'International',
    'Tempo',
    'Warehouse',
    'Storage',
    'Cold',
  ]),
  /** Tile heading. */
  title: text,
  /** What the service covers, two or three sentences. */
  description: text,
  /** Line-art icon under public/images/icons/. */
  icon: imagePath,
  /** Page with the full details, where the site has one. */
  href: internalHref.optional(),
});

export type Service = z.infer<typeof serviceSchema>;

/** The 14 services in tile order (the first is selected by default on /services/). */
export const services: Service[] = parseContent(
  'content/services.ts',
  z.array(serviceSchema).length(14),
  [
    {
      id: 'house-shifting',
      tag: 'House',
      title: 'House Shifting',
      href: '/home-shifting/',
      description:
        'Complete home moves from a single room to a 4 BHK. We pack every item in layers, label each carton by room, and unpack and place furniture at your new home.',
    },
    {
      id: 'ac-shifting',
      tag: 'AC',
      title: 'AC Shifting & Reinstallation',
      description:
        'Split and window ACs uninstalled by a trained technician, gas-line ends sealed, the units padded for the road, and reinstalled with a leak check at the new address.',
    },
    {
      id: 'bike-transport',
      tag: 'Bike',
      title: 'Bike Transport',
      href: '/car-bike-transport/',
      description:
        'Motorcycles and scooters wrapped in foam and corrugated sheet, fuel drained to a safe level and strapped upright in the truck, with photos taken at pickup and delivery.',
    },
    {
      id: 'car-transport',
      tag: 'Car',
      title: 'Car Transport',
      href: '/car-bike-transport/',
      description:
        'Door-to-door car transport in closed or open carriers, with a condition report at pickup, transit insurance on request and updates until the keys are back in your hand.',
    },
    {
      id: 'pet-relocation',
      tag: 'Pet',
      title: 'Pet Relocation',
      href: '/pet-relocation/',
      description:
        'Dogs, cats and birds moved with ventilated crates, water and rest stops, and help with the vaccination records and health certificates that trains, flights and borders ask for.',
    },
    {
      id: 'office-relocation',
      tag: 'Office',
      title: 'Office Relocation',
      href: '/office-relocation/',
      description:
        'Workstations, servers, files and furniture moved over a weekend or at night, with a floor plan for the new office so your team is back at work on Monday morning.',
    },
    {
      id: 'commercial-shifting',
      tag: 'Commercial',
      title: 'Commercial Shifting',
      href: '/commercial-shifting/',
      description:
        'Shops, showrooms, clinics and factories: machinery, fixtures and stock moved with the right vehicle, crane or forklift, and an inventory signed at both ends.',
    },
    {
      id: 'luggage-shifting',
      tag: 'Luggage',
      title: 'Luggage & Part-Load',
      description:
        'A few cartons, a bed or a student room: your goods travel in a shared truck at a part-load price, packed and labelled exactly like a full move.',
    },
    {
      id: 'domestic-relocation',
      tag: 'Domestic',
      title: 'Domestic Relocation',
      description:
        'City-to-city moves across India in a dedicated or shared vehicle. Local moves take a day; intercity moves usually reach in 2 to 5 days, depending on distance.',
    },
    {
      id: 'international-relocation',
      tag: 'International',
      title: 'International Relocation',
      href: '/international-moves/',
      description:
        'Moves abroad by air or sea: export packing, customs documentation, container booking and delivery at the destination through our overseas partners.',
    },
    {
      id: 'tempo-hire',
      tag: 'Tempo',
      title: 'Tempo & Mini-Truck Hire',
      description:
        'A tempo or mini-truck with driver and loaders for small moves within the city, priced by the trip, with packing material available if you need it.',
    },
    {
      id: 'warehouse',
      tag: 'Warehouse',
      title: 'Warehouse Storage',
      href: '/warehouse/',
      description:
        'Secure, CCTV-watched warehouse space for business stock, equipment and records, for a week or a year, with pickup and delivery whenever you call for your goods.',
    },
    {
      id: 'home-storage',
      tag: 'Storage',
      title: 'Home Storage',
      href: '/home-storage/',
      description:
        'Household goods packed, listed and stored between moves, during a renovation or while you are abroad, and brought back to your door when you are ready.',
    },
    {
      id: 'cold-chain',
      tag: 'Cold',
      title: 'Cold-Chain Transport',
      description:
        'Temperature-controlled vehicles for goods that must stay cool, such as medicines, plants and some food products, with the temperature logged through the journey.',
    },
  ].map((s) => ({ ...s, icon: `/images/icons/${s.tag.toLowerCase()}.svg` })),
);

/** The four cards shown under the selected service on /services/: what every service includes. */
export const serviceCards: { title: string; description: string; icon: string }[] = [
  {
    title: 'Free survey & quote',
    icon: '/images/icons/quote.svg',
    description:
      'A surveyor lists your goods in person or on a video call, and you get a written quote with no hidden charges.',
  },
  {
    title: 'Careful packing',
    icon: '/images/icons/packing.svg',
    description: 'Bubble wrap, corrugated sheet, stretch film and cartons chosen for each item, labelled by room.',
  },
  {
    title: tracking.live ? 'Tracked transport' : 'Updates on the way',
    icon: '/images/icons/tracking.svg',
    description: 'GPS-fitted vehicles and a coordinator who updates you until the goods reach.',
  },
  {
    title: 'Unloading & setup',
    icon: '/images/icons/check.svg',
    description: 'We unload, unpack, place furniture where you want it and take the packing waste away.',
  },
];

/** Where a service's tile leads: its own page, or its description among the tabs of /services/. */
export function serviceHref(service: Pick<Service, 'id' | 'href'>): string {
  return service.href ?? `/services/#service-${service.id}`;
}
