/**
 * The keys of the estimate's choices, kept apart from the rates' schema
 * (content/estimate-rates.ts) so the estimator island can use them without the schema library.
 */

/** The home sizes a visitor can choose, smallest first. */
export const homeSizeIds = ['1rk', '1bhk', '2bhk', '3bhk', '4bhk'] as const;

/** The big items a visitor counts under "a few items". */
export const itemIds = ['fridge', 'washer', 'sofa', 'bed', 'wardrobe', 'tv', 'cartons'] as const;

export type HomeSizeId = (typeof homeSizeIds)[number];
export type ItemId = (typeof itemIds)[number];

/** The key of "another town" in `from` and `to`: its road distance is typed in `km`. */
export const OTHER_TOWN = 'other';

/** Whether the visitor types the distance (an end is another town) rather than the map giving it. */
export const distanceIsTyped = (input: { from: string; to: string }): boolean =>
  input.from === OTHER_TOWN || input.to === OTHER_TOWN;
