import { z } from 'zod';
import { citySlugs } from '../city-names';
import { estimatePlaces } from '../estimate-places';
import { text } from '../parse';

/**
 * What each city page says about its own city (docs/city-pages.md): written for that city from
 * facts that are true and generally known, never a template with the name swapped. No branch
 * addresses, local phone numbers or named customers: the company has none to claim.
 */

/**
 * A paragraph of plain prose: whole sentences, `minWords` to `maxWords` words, the maximum scaled
 * by `scale` (a language that says the same in more words, such as Hindi with its postpositions,
 * gets room for them; the minimum stays, so a faithful translation of a short passage passes).
 */
const proseIn = (scale: number) => (minWords: number, maxWords: number) => {
  const max = Math.ceil(maxWords * scale);
  return text.refine((value) => {
    const words = value.split(/\s+/).length;
    return words >= minWords && words <= max;
  }, `must be ${minWords} to ${max} words`);
};

/** Distinct names. */
const names = (min: number, max: number) =>
  z
    .array(text)
    .min(min)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'names must not repeat');

/** Keys the estimator can price a move to (content/estimate-places.ts). */
const placeIds = estimatePlaces.map((place) => place.id) as [string, ...string[]];

/** Usual door-to-door days: `[2, 3]` for "2–3 days", `[1]` for "1 day", `[0]` for the same day. */
const transitDays = z.union([
  z.tuple([z.number().int().min(0).max(30)]),
  z
    .tuple([z.number().int().min(1).max(30), z.number().int().min(2).max(30)])
    .refine(([a, b]) => a < b, 'the first day must be the fewer'),
]);

/**
 * What a guide says, in a language whose prose runs `scale` times the English length: the words
 * only. The English guide writes them beside the facts; a Hindi guide holds only these, keyed by
 * the English guide's destinations (docs/city-pages.md#in-hindi).
 */
const wordsFor = (scale: number) => {
  const prose = proseIn(scale);
  return {
    /**
     * The page's opening: what this city is like to move from or to, for someone about to do it
     * (its size, how it is laid out, who moves in and out and why). 60 to 140 words.
     */
    intro: prose(60, 140),
    /**
     * Where we move within and around the city, grouped the way locals think of it
     * (e.g. Pune: "West Pune" Kothrud, Baner, Aundh…; "Pimpri-Chinchwad"; "Beyond the city" Talegaon).
     */
    areas: z
      .array(
        z.object({
          /** The group's name as locals say it. */
          group: text,
          /** Localities, suburbs or towns in it. */
          places: names(3, 10),
          /** Optional sentence on moving there (a road, a kind of housing, a distance). */
          note: prose(8, 60).optional(),
        }),
      )
      .min(2)
      .max(5),
    /**
     * What actually differs when moving in this city: housing and access, climate and season,
     * festival and month-end peaks, state paperwork, anything a local mover would tell a customer.
     */
    movingHere: z
      .array(
        z.object({
          /** Short heading, e.g. "Old-city lanes and the walled city". */
          heading: text,
          /** 40 to 160 words. */
          body: prose(40, 160),
        }),
      )
      .min(3)
      .max(5),
    /** Questions people from this city ask, answered for this city. */
    faqs: z
      .array(
        z.object({
          q: text,
          /** 25 to 120 words. */
          a: prose(25, 120),
        }),
      )
      .min(3)
      .max(5),
    /** One or two sentences on a route: who moves on it, the highway, a checkpoint, a season. */
    routeNote: prose(10, 60),
  };
};

const { routeNote, ...englishWords } = wordsFor(1);

/** The English guides' schema: the facts (neighbours, destinations, distances, days) and the English words. */
export const cityGuideSchema = z.object({
  ...englishWords,
  /** Other city pages on the site that are near (linked from the page); may be empty. */
  neighbours: z.array(z.enum(citySlugs)).max(4),
  /**
   * The 4 to 6 destinations people from this city most often move to, in the page's order. The
   * page adds the approximate road distance and price bands from the estimator's rates.
   */
  commonMoves: z
    .array(
      z.object({
        /** An estimator place key (a city slug or one of the large cities without a page). */
        to: z.enum(placeIds),
        /**
         * The road distance in km, as the note gives it (approximate). The pricing uses it for this
         * route (content/estimate-roads.ts); without it, the distance between the city centres
         * times the road factor.
         */
        km: z.number().int().min(5).max(4500).optional(),
        /** Usual door-to-door transit for household goods, in days (the page words it). */
        days: transitDays,
        /** The route's note in English. */
        note: routeNote,
      }),
    )
    .min(4)
    .max(6),
});

/**
 * The words of a guide in another language (content/hi/city-guides/): the English guide's words
 * field for field, the notes on its common moves keyed by their destination, and prose up to
 * 1.6 times as many words. The facts are the English guide's.
 */
export const cityGuideWordsSchemaHi = (() => {
  const { routeNote: note, ...words } = wordsFor(1.6);
  return z.object({
    ...words,
    /** The note on each of the English guide's common moves, by its destination's key. */
    commonMoves: z.partialRecord(z.enum(placeIds), z.object({ /** The route's note. */ note })),
  });
})();

export type CityGuide = z.infer<typeof cityGuideSchema>;
/** What a group file holds for one city, before it is checked. */
export type CityGuideInput = z.input<typeof cityGuideSchema>;
/** The words of a guide in one language (the English guide's, or a Hindi guide). */
export type CityGuideWords = z.infer<typeof cityGuideWordsSchemaHi>;
/** What a Hindi group file holds for one city, before it is checked. */
export type CityGuideWordsInput = z.input<typeof cityGuideWordsSchemaHi>;
