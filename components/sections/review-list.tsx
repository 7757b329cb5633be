import { reviews } from '@/content/reviews';
import { Section } from '@/components/ui/section';

/** Customer reviews as cards. */
export function ReviewList({ title = 'What our customers say', limit }: { title?: string; limit?: number }) {
  return (
    <Section id="reviews" title={title} eyebrow="Customer reviews" tone="sand">
      <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reviews.slice(0, limit).map((review) => (
          <li key={review.name} className="card review">
            <p className="stars" aria-label={`Rated ${review.rating} out of 5`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </p>
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <footer>
              <strong>{review.name}</strong>, {review.city} · {review.move}
            </footer>
          </li>
        ))}
      </ul>
    </Section>
  );
}
