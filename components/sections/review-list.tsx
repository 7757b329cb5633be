import { type Review, reviews, reviewsAreSamples, sampleReviewsNote } from '@/content/reviews';
import { Carousel } from '@/components/interactive/carousel';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="card review">
      <p className="stars">
        {/* One text each (template strings): React marks the joins of adjacent texts in the HTML. */}
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        <span className="visually-hidden">{`Rated ${review.rating} out of 5`}</span>
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
};

/** Customer reviews: a grid, or the rotating slider of the home and review pages. */
export function ReviewList({ title = 'What our customers say', limit, about, slider = false }: Props) {
  const concerns = (review: Review) => about !== undefined && `${review.city} ${review.move}`.includes(about);
  const shown = [...reviews.filter(concerns), ...reviews.filter((review) => !concerns(review))].slice(0, limit);
  return (
    <Section
      id="reviews"
      title={title}
      eyebrow={reviewsAreSamples ? 'Sample reviews' : 'Customer reviews'}
      intro={reviewsAreSamples ? sampleReviewsNote : undefined}
      tone="sand"
    >
      {slider ? (
        <Wake>
          <Carousel label="Customer reviews" autoplayMs={2000} className="carousel--reviews">
            {shown.map((review) => (
              <ReviewCard key={review.name} review={review} />
            ))}
          </Carousel>
        </Wake>
      ) : (
        <ul className="grid plain-list">
          {shown.map((review) => (
            <li key={review.name}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
