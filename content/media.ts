import { z } from 'zod';
import { imagePath, parseContent, text } from './parse';

/** Gallery filter categories (SPEC §3, §4) with their button labels, in button order. */
export const galleryCategories = [
  { id: 'bike', label: 'Bike Shifting' },
  { id: 'household', label: 'House Shifting' },
  { id: 'storage', label: 'Storage' },
  { id: 'car', label: 'Car' },
  { id: 'wooden', label: 'Wooden Packing' },
] as const;

export type GalleryCategory = (typeof galleryCategories)[number]['id'];

/** A photo in the gallery. */
export const galleryImageSchema = z.object({
  /** Category it is filed under. */
  category: z.enum(['bike', 'household', 'storage', 'car', 'wooden']),
  /** Image file under public/images/gallery/. */
  src: imagePath,
  /** What the image shows. */
  alt: text,
});

export type GalleryImage = z.infer<typeof galleryImageSchema>;

const altText: Record<GalleryCategory, string[]> = {
  bike: [
    'Motorcycle wrapped in foam and strapped upright inside a truck',
    'Scooter being covered in corrugated sheet before loading',
    'Two bikes secured side by side on the truck floor',
    'Packed motorcycle being wheeled up the loading ramp',
  ],
  household: [
    'Sofa wrapped in stretch film beside stacked cartons',
    'Refrigerator padded and taped for the move',
    'Labelled cartons stacked room by room in a living room',
    'Packers carrying a wrapped wardrobe to the truck',
  ],
  storage: [
    'Warehouse racks with palletised cartons',
    'Household goods stored on raised pallets in a clean bay',
    'Aisle of a storage facility with labelled boxes',
    'Stacked cartons and wrapped furniture in a storage unit',
  ],
  car: [
    'Car loaded on a carrier trailer',
    'Hatchback being driven onto a car carrier',
    'Car strapped down on the upper deck of a carrier',
    'Closed car carrier ready to leave',
  ],
  wooden: [
    'Wooden crate built around a glass table top',
    'Slatted wooden crate protecting a machine part',
    'Carpenter fixing planks on a packing crate',
    'Row of sealed wooden crates ready for dispatch',
  ],
};

/** Gallery images grouped by category (SPEC §3), four per category. */
export const galleryImages: GalleryImage[] = parseContent(
  'content/media.ts',
  z.array(galleryImageSchema).length(20),
  galleryCategories.flatMap(({ id }) =>
    altText[id].map((alt, i) => ({ category: id, src: `/images/gallery/${id}-${i + 1}.webp`, alt })),
  ),
);

/** An embedded customer video, shown as a poster until the visitor asks for it. */
export const videoSchema = z.object({
  /**
   * Video-site id (11 characters). PLACEHOLDER ids (`PLACEHOLDxx`) stand in until the owner
   * gives the real ones; replace them here.
   */
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  /** Title shown under the poster and used as the frame's title. */
  title: text,
  /** Local poster image. */
  poster: imagePath,
});

export type Video = z.infer<typeof videoSchema>;

const videoTitles = [
  'Family move from Mumbai to Pune',
  'How we pack a 2 BHK in one day',
  'Car delivered to Bengaluru in a closed carrier',
  'Office shifted over one weekend',
  'Moving a piano safely',
  'Pet relocation: Bruno travels to Delhi',
  'Inside our Navi Mumbai warehouse',
  'Wooden crating for fragile furniture',
  'Bike packing, step by step',
  'International move: packing for a sea container',
  'A customer on moving with us twice',
  'Our packers at work',
  'Unpacking day in Hyderabad',
  'A relaxed move for a retired couple',
];

function placeholderId(n: number): string {
  return `PLACEHOLD${String(n).padStart(2, '0')}`;
}

/** The 11 videos of /video-gallery/ (SPEC §2). */
export const galleryVideos: Video[] = parseContent(
  'content/media.ts',
  z.array(videoSchema).length(11),
  videoTitles
    .slice(0, 11)
    .map((title, i) => ({ videoId: placeholderId(i + 1), title, poster: `/images/videos/poster-${i + 1}.webp` })),
);

/** The three videos of "What Our Customers Say" (SPEC §2). */
export const homeVideos: Video[] = parseContent(
  'content/media.ts',
  z.array(videoSchema).length(3),
  videoTitles
    .slice(11)
    .map((title, i) => ({ videoId: placeholderId(i + 12), title, poster: `/images/videos/poster-${i + 12}.webp` })),
);
