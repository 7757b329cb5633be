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
