import { z } from 'zod';
import { company } from './company';
import { picturesAreIllustrations } from './media';
import { imagePath, parseContent, text } from './parse';

/** Route segments of the two storage pages. */
export const storagePageSlugs = ['warehouse', 'home-storage'] as const;

/** A titled point: a process step, a kind of goods stored, or a cost factor. */
export const storagePointSchema = z.object({
  /** Short heading of the point. */
  title: text,
  /** One or two short, plain sentences explaining it. */
  description: text,
});

export type StoragePoint = z.infer<typeof storagePointSchema>;

/** One storage page (docs/product.md#service-storage-and-safety-pages). */
export const storagePageSchema = z.object({
  /** Route segment, e.g. "warehouse" for `/warehouse/`. */
  slug: z.enum(storagePageSlugs),
  /** The page's h1 and the base of its document title. */
  title: text,
  /** Short label for navigation and cards, e.g. "Warehouse". */
  navLabel: text.max(24),
  /** Meta description for search results and social cards. */
  metaDescription: text.min(120).max(160),
  /** Opening paragraphs under the h1, each one to three sentences. */
  intro: z.array(text).min(2).max(3),
  /** The six-step storage process, in order. */
  steps: z.array(storagePointSchema).length(6),
  /** The five kinds of goods stored (docs/product.md#service-storage-and-safety-pages). */
  itemsStored: z.array(storagePointSchema).length(5),
  /**
   * The five cost factors (docs/product.md#service-storage-and-safety-pages): duration, volume and
   * weight, type of goods, location, packing quality.
   */
  costFactors: z.array(storagePointSchema).length(5),
  /** Facility features, one short sentence each. */
  features: z.array(text).min(3).max(8),
  /** Illustration shown beside the intro. */
  image: imagePath,
  /** Alternative text for the illustration. */
  imageAlt: text,
});

export type StoragePage = z.infer<typeof storagePageSchema>;

const IMAGE = '/images/about/warehouse.webp';
const IMAGE_ALT = picturesAreIllustrations
  ? 'Drawing of a storage facility: racks of goods, CCTV cameras on the walls, a forklift and a fire extinguisher'
  : 'Inside our storage facility: racks of goods, CCTV cameras on the walls, a forklift and a fire extinguisher';

/**
 * Cost factors are the same on both pages (docs/product.md#service-storage-and-safety-pages); only
 * the wording of the goods differs.
 */
function costFactors(goods: string): StoragePoint[] {
  return [
    {
      title: 'Storage Duration',
      description:
        'How long your goods stay sets the total charge, so tell us the expected duration for an accurate quote.',
    },
    {
      title: 'Volume and Weight',
      description: `The space your ${goods} take up, and how heavy they are to handle, set the base charge.`,
    },
    {
      title: 'Type of Goods',
      description: 'Fragile, high-value or bulky items need more careful stacking and handling.',
    },
    {
      title: 'Location',
      description: 'Distance between your address and the storage facility affects pickup and delivery charges.',
    },
    {
      title: 'Packing Quality',
      description:
        'Goods packed for long storage, with extra wrapping and sealed cartons, cost more to pack but keep better.',
    },
  ];
}

const pages = [
  {
    slug: 'warehouse',
    title: 'Warehouse Storage Services',
    navLabel: 'Warehouse',
    metaDescription:
      'Warehouse storage for businesses: industrial equipment, raw materials, office assets and records, kept under 24x7 CCTV, with updates whenever you ask.',
    intro: [
      'Our warehouse storage suits businesses that need space for equipment, stock, office assets or records, for a few weeks or several years.',
      'We collect your goods, store them on racks under 24x7 CCTV and return them when you ask, so you do not have to lease space of your own.',
    ],
    steps: [
      {
        title: 'Share Requirements and Get a Quote',
        description: 'Tell us what you need to store, how much of it and for how long, and we send a quote.',
      },
      {
        title: 'Confirm with a Small Advance',
        description: 'A small advance confirms your space. It is adjusted later in your bill.',
      },
      {
        title: 'Transport and Store',
        description: 'We transport your goods to the warehouse, list them on an inventory and store them on racks.',
      },
      {
        title: 'Invoice and Balance Payment',
        description: 'You receive an invoice and pay the balance after the advance is deducted.',
      },
      {
        title: 'Updates on Your Goods',
        description: `Call us on ${company.phoneDisplay} (${company.support.phone}) and we tell you how your stored goods are, item by item from the inventory.`,
      },
      {
        title: 'Retrieve and Give Feedback',
        description: 'Ask for your goods back, in full or in part, and we deliver them. Then tell us how we did.',
      },
    ],
    itemsStored: [
      {
        title: 'Industrial Equipment',
        description: 'Machines, tools and spares are stored on pallets, padded or crated as needed.',
      },
      {
        title: 'Raw Materials',
        description: 'Non-hazardous materials are stacked by batch so they are easy to count and retrieve.',
      },
      {
        title: 'Office Furniture and Assets',
        description: 'Desks, chairs, cabinets and IT equipment are stored while you shift or downsize.',
      },
      {
        title: 'Documents and Records',
        description: 'Files are kept in numbered, sealed cartons listed on your inventory.',
      },
      {
        title: 'Miscellaneous Goods',
        description: 'Seasonal stock, display material and other business goods are stored on request.',
      },
    ],
    costFactors: costFactors('goods'),
    features: [
      '24x7 CCTV surveillance of the storage area.',
      'Goods kept on pallets and racks, off the floor.',
      'Every consignment labelled and listed on an inventory.',
      'Short-term and long-term storage.',
      'Pickup and delivery by our own crew.',
      'Part retrieval of goods on request.',
    ],
    image: IMAGE,
    imageAlt: IMAGE_ALT,
  },
  {
    slug: 'home-storage',
    title: 'Home Storage Services',
    navLabel: 'Home Storage',
    metaDescription:
      'Home storage for furniture, appliances, seasonal items and personal belongings. We pack, pick up, store and deliver your goods back when you need them.',
    intro: [
      'Home storage helps when your new home is not ready, you are going abroad for a while, or you simply need more room.',
      'We pack your belongings, pick them up from your door, store them in our warehouse and bring them back when you ask.',
    ],
    steps: [
      {
        title: 'Share Requirements and Get a Quote',
        description: 'Tell us what you want to store and for how long, and we send a quote.',
      },
      {
        title: 'Confirm with a Small Advance',
        description: 'A small advance confirms your booking. It is adjusted later in your bill.',
      },
      {
        title: 'Packing and Pickup',
        description: 'Our crew packs your goods for storage, labels every carton and picks them up from your home.',
      },
      {
        title: 'Invoice and Balance Payment',
        description: 'You receive an invoice and pay the balance after the advance is deducted.',
      },
      {
        title: 'Updates on Your Goods',
        description: `Call us on ${company.phoneDisplay} (${company.support.phone}) and we tell you how your stored belongings are, from the inventory.`,
      },
      {
        title: 'Retrieve and Give Feedback',
        description: 'Ask for your goods back, all at once or a few cartons at a time. Then tell us how we did.',
      },
    ],
    itemsStored: [
      {
        title: 'Furniture and Appliances',
        description: 'Beds, sofas, refrigerators and washing machines are wrapped and stored upright where needed.',
      },
      {
        title: 'Seasonal Items',
        description: 'Heaters, coolers, woollens and festival decorations are stored until the season comes round.',
      },
      {
        title: 'Electronics',
        description: 'TVs, computers and music systems are packed with padding and kept dry.',
      },
      {
        title: 'Documents and Personal Items',
        description: 'Papers, books and keepsakes are kept in sealed, labelled cartons.',
      },
      {
        title: 'Miscellaneous',
        description: 'Cycles, toys, sports gear and other household goods are stored on request.',
      },
    ],
    costFactors: costFactors('belongings'),
    features: [
      'Packing by our own crew before pickup.',
      'Every carton labelled and listed on an inventory.',
      'Goods kept off the floor and covered against dust.',
      'Storage for a few weeks or several months.',
      'Delivery of a few cartons or everything at once.',
    ],
    image: IMAGE,
    imageAlt: IMAGE_ALT,
  },
] satisfies z.input<typeof storagePageSchema>[];

/** The two storage pages: /warehouse and /home-storage. */
export const storagePages: StoragePage[] = parseContent(
  'content/storage-pages.ts',
  z
    .array(storagePageSchema)
    .length(storagePageSlugs.length)
    .refine((list) => list.every((page, i) => page.slug === storagePageSlugs[i]), {
      message: `pages must be in this order: ${storagePageSlugs.join(', ')}`,
    }),
  pages,
);
