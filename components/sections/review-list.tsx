import { type Review, reviewsAreSamples } from '@/content/reviews';
import { reviews, sampleReviewsNote } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { fill, islandWords, type Locale } from '@/lib/shared/i18n';
import { Carousel } from '@/components/interactive/carousel';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

function ReviewCard({ review, rated }: { review: Review; rated: string }) {
  return (
    <article className="card review">
      <p className="stars">
        {/* One text each (template strings): React marks the joins of adjacent texts in the HTML. */}
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        <span className="visually-hidden">{fill(rated, { rating: review.rating })}</span>
      </p>
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <footer>
        <strong>{review.name}</strong>
        {`, ${review.city} · ${review.move}`}
      </footer>
    </article>
  );
}

type Props = {
  /** Section heading. */
  title?: string;
  /** Show only the first few. */
  limit?: number;
  /** A city: reviews of moves from, to or within it come first (docs/city-pages.md#the-page). */
  about?: string;
  /** Rotate the reviews in a slider, every 2 s (docs/product.md#timings-and-figures), instead of a grid. */
  slider?: boolean;
  /**
   * The page's language: a Hindi page shows the Hindi twins of the reviews (content/hi/reviews.ts),
   * still labelled samples while they are (docs/i18n.md).
   */
  locale?: Locale;
};

/**
 * How every customer's words on the site are labelled, in the page's language: "Sample reviews"
 * and the note saying so while `reviewsAreSamples` is set (content/reviews.ts), else "Customer
 * reviews" and no note. The reviews below and the moving guide's testimonials both use it.
 */
export function reviewsLabel(locale: Locale = 'en'): { eyebrow: string; note?: string } {
  const w = uiWords[locale].sections.reviews;
  if (!reviewsAreSamples) return { eyebrow: w.eyebrow };
  return { eyebrow: w.eyebrowSamples, note: sampleReviewsNote(locale) };
}

/** Customer reviews: a grid, or the rotating slider of the home and review pages. */
export function ReviewList({ title, limit, about, slider = false, locale = 'en' }: Props) {
  const ui = uiWords[locale].sections;
  const w = ui.reviews;
  const all = reviews(locale);
  const concerns = (review: Review) => about !== undefined && `${review.city} ${review.move}`.includes(about);
  const shown = [...all.filter(concerns), ...all.filter((review) => !concerns(review))].slice(0, limit);
  const label = reviewsLabel(locale);
  return (
    <Section id="reviews" title={title ?? w.title} eyebrow={label.eyebrow} intro={label.note} tone="sand">
      {slider ? (
        <Wake>
          <Carousel
            label={w.label}
            autoplayMs={2000}
            className="carousel--reviews"
            {...islandWords(locale, ui.carousel)}
          >
            {shown.map((review) => (
              <ReviewCard key={review.name} review={review} rated={w.rated} />
            ))}
          </Carousel>
        </Wake>
      ) : (
        <ul className="grid plain-list">
          {shown.map((review) => (
            <li key={review.name}>
              <ReviewCard review={review} rated={w.rated} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
