import { faqGroups } from '@/content/faqs';
import { FaqMore } from '@/components/interactive/faq-more';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

type Faq = { question: string; answer: string };

function FaqGroup({ name, faqs }: { name: string; faqs: Faq[] }) {
  return (
    <div>
      {faqs.map((faq) => (
        // Same `name` per group: opening one question closes the others in that group.
        <details key={faq.question} name={name}>
          <summary>{faq.question}</summary>
          <div>
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * Frequently asked questions: the first five, then five more behind "Show More FAQs"
 * (docs/product.md#shared-sections).
 */
export function FaqSection() {
  return (
    <Section id="faq" title="Frequently Asked Questions" eyebrow="Answers before you ask">
      <div className="faq">
        <FaqGroup name="faq-initial" faqs={faqGroups.initial} />
        <Wake>
          <FaqMore contactHref="/contact-us/">
            <h3>More questions</h3>
            <FaqGroup name="faq-more" faqs={faqGroups.more} />
          </FaqMore>
        </Wake>
      </div>
    </Section>
  );
}
