import { z } from 'zod';
import { imagePath, parseContent, text } from './parse';

/** What the site's pictures and videos are; the wording around them follows (no drawing is called a photo of a real move). */
export const mediaSettingsSchema = z.object({
  /**
   * `illustrations` while public/images/ holds the drawn placeholders (`npm run artwork`);
   * `photos` once the owner has put in photographs of the company's own work.
   */
  pictures: z.enum(['illustrations', 'photos']),
});

export const mediaSettings = parseContent('content/media.ts', mediaSettingsSchema, { pictures: 'illustrations' });

/** True while the pictures are drawn placeholders. */
export const picturesAreIllustrations = mediaSettings.pictures === 'illustrations';

/**
 * Gallery filter categories (docs/product.md#content-data, docs/product.md#interactive-parts) with
 * their button labels, in button order.
 */
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
    'Motorcycle held down with straps inside a truck while a packer tightens a strap',
    'Packer pushing a motorcycle up the ramp into a truck',
    'Bubble-wrapped motorcycle strapped upright inside a truck',
    'Bubble-wrapped motorcycle in an open wooden crate, with a packer holding a hammer',
  ],
  household: [
    'Sofa in stretch film, stacked cartons and a wrapped fridge, with a packer carrying a box',
    'Living room ready for the move: wrapped sofa, cartons, fridge, a plant and rolls of wrap',
    'Packer wrapping furniture beside a bubble-wrapped television and stacked cartons',
    'Two packers carrying a wrapped sofa towards the door',
  ],
  storage: [
    'Warehouse pallet racks with cartons, wrapped loads, crates and a forklift',
    'Packer in front of tall racks of stored cartons',
    'Packer pulling a pallet jack between two rows of racks',
    'Storage units with roller shutters, one open and full of cartons',
  ],
  car: [
    'Car carrier truck with six cars on a highway',
    'Single car on a flatbed truck at dusk',
    'Car driving up the ramps onto a carrier',
    'Car strapped down by its wheels on a trailer deck',
  ],
  wooden: [
    'Slatted wooden crate on a pallet protecting a machine',
    'Forklift lifting a wooden crate beside stacked crates',
    'Packer with a hammer beside a tall crate holding a framed picture',
    'Half-built wooden crate around a wrapped statue, with loose planks',
  ],
};

/** Gallery images grouped by category (docs/product.md#content-data), four per category. */
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
  'Packers at work',
  'Unpacking day in Hyderabad',
  'A relaxed move for a retired couple',
];

function placeholderId(n: number): string {
  return `PLACEHOLD${String(n).padStart(2, '0')}`;
}

/** The 11 videos of /video-gallery/ (docs/product.md#other-content-pages). */
export const galleryVideos: Video[] = parseContent(
  'content/media.ts',
  z.array(videoSchema).length(11),
  videoTitles
    .slice(0, 11)
    .map((title, i) => ({ videoId: placeholderId(i + 1), title, poster: `/images/videos/poster-${i + 1}.webp` })),
);

/** A video id that stands in until the owner gives the real one. */
export const isPlaceholderVideo = (video: Video): boolean => /^PLACEHOLD\d\d$/.test(video.videoId);

/** The three videos of "What Our Customers Say" (docs/product.md#shared-sections). */
export const homeVideos: Video[] = parseContent(
  'content/media.ts',
  z.array(videoSchema).length(3),
  videoTitles
    .slice(11)
    .map((title, i) => ({ videoId: placeholderId(i + 12), title, poster: `/images/videos/poster-${i + 12}.webp` })),
);

/** True while any customer video is a placeholder: the site then calls them samples, not customers' own. */
export const videosArePlaceholders = [...galleryVideos, ...homeVideos].some(isPlaceholderVideo);

/** Said wherever placeholder videos are shown, so no visitor takes them for customers' own. */
export const placeholderVideosNote =
  'Sample videos with drawn posters: they stand in for the company’s own customer videos.';
