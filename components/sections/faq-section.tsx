import { faqGroups } from '@/content/localized/faqs';
import { uiWords } from '@/content/localized/ui';
import { islandWords, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
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
export function FaqSection({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].faq;
  const groups = faqGroups(locale);
  return (
    <Section id="faq" title={w.title} eyebrow={w.eyebrow}>
      <div className="faq">
        <FaqGroup name="faq-initial" faqs={groups.initial} />
        <Wake>
          <FaqMore
            contactHref={localPageHref(locale, '/contact-us/')}
            {...islandWords(locale, { showMore: w.showMore, stillAsk: w.stillAsk })}
          >
            <h3>{w.more}</h3>
            <FaqGroup name="faq-more" faqs={groups.more} />
          </FaqMore>
        </Wake>
      </div>
    </Section>
  );
}
