import { z } from 'zod';
import { parseContent, text } from './parse';

/** A customer review shown in the sliders and lists. */
export const reviewSchema = z.object({
  /** Reviewer's first name and initial. */
  name: text,
  /** Reviewer's city. */
  city: text,
  /** What was moved, e.g. "2 BHK, Pune to Bengaluru". */
  move: text,
  /** Stars given, 1-5. */
  rating: z.number().int().min(1).max(5),
  /** The review in the customer's words. */
  text: text,
});

export type Review = z.infer<typeof reviewSchema>;

/**
 * `true` while the reviews below are the placeholder brand's samples: the site then says so
 * wherever it shows them. Set `false` once they are real customers' words.
 */
export const reviewsAreSamples: boolean = parseContent('content/reviews.ts', z.boolean(), true);

/** Said wherever sample reviews are shown. */
export const sampleReviewsNote = 'Sample reviews: they stand in for our customers’ own words.';

/**
 * Sample reviews for the placeholder brand. The owner replaces them with real customers'
 * words (with their permission) before launch; structured data never marks them up as ratings.
 */
export const reviews: Review[] = parseContent('content/reviews.ts', z.array(reviewSchema).min(6), [
  {
    name: 'Priya S.',
    city: 'Navi Mumbai',
    move: '2 BHK, Vashi to Pune',
    rating: 5,
    text: 'The surveyor came on time and the quote did not change on moving day. Not a single glass broke, and the team set up the beds before leaving.',
  },
  {
    name: 'Rahul K.',
    city: 'Hyderabad',
    move: '3 BHK, Hyderabad to Chennai',
    rating: 5,
    text: 'Everything was labelled room by room, so unpacking took one evening instead of a week. The truck reached Chennai a day earlier than promised.',
  },
  {
    name: 'Anjali M.',
    city: 'Lucknow',
    move: 'Car and household, Lucknow to Delhi',
    rating: 4,
    text: 'My car came in a closed carrier without a scratch. The coordinator answered every call and WhatsApp message while I was worried.',
  },
  {
    name: 'Farhan A.',
    city: 'Bhiwandi',
    move: 'Godown stock to warehouse',
    rating: 5,
    text: 'They moved our stock to their warehouse over one weekend and gave us a full inventory. Retrieval on short notice has been smooth every time.',
  },
  {
    name: 'Deepa R.',
    city: 'Kochi',
    move: '1 BHK and pet, Kochi to Bengaluru',
    rating: 5,
    text: "They helped me with my dog's travel papers and kept him comfortable. The packing was neat and the price was exactly as quoted.",
  },
  {
    name: 'Vikram J.',
    city: 'Ahmedabad',
    move: 'Office, 40 workstations',
    rating: 5,
    text: 'We shifted our office over a Saturday night. On Monday every desk, computer and file was where the floor plan said it would be.',
  },
  {
    name: 'Sunita P.',
    city: 'Indore',
    move: 'Few items, Indore to Bhopal',
    rating: 4,
    text: 'I only had a fridge, a bed and some cartons. The part-load option kept the cost low and the goods reached in two days.',
  },
  {
    name: 'Arjun N.',
    city: 'Kolkata',
    move: '2 BHK, Kolkata to Guwahati',
    rating: 5,
    text: 'Clear GST bill, tracking link on WhatsApp and a polite crew. I would call them again for my next transfer.',
  },
]);
