import { Link } from '@/components/ui/link';
import { afterSendFor } from '@/content/localized/after-send';
import { company } from '@/content/company';
import { quoteTabs as englishQuoteTabs } from '@/content/quote-tabs';
import { services } from '@/content/services';
import { quoteTabs } from '@/content/localized/sections';
import { hiringGuide, homeIntro, homePage } from '@/content/localized/story';
import { pageMetadata } from '@/lib/server/metadata';
import { uiWords } from '@/content/localized/ui';
import { fill, offEnglish, type Locale } from '@/lib/shared/i18n';
import { localPageHref } from '@/content/pages';
import { QuoteForm } from '@/components/forms/quote-form';
import { HomeHero } from '@/components/sections/home-hero';
import { InstantEstimate } from '@/components/sections/instant-estimate';
import { ReviewList } from '@/components/sections/review-list';
import { ServiceGrid } from '@/components/sections/service-grid';
import { SharedSections } from '@/components/sections/shared-sections';
import { Section } from '@/components/ui/section';
import { Steps } from '@/components/ui/cards';
import { Wake } from '@/components/interactive/wake';

/** The goods types a Hindi quote form sends: the English tab names, tab for tab (docs/i18n.md#forms-and-leads). */
const englishGoodsTypes = englishQuoteTabs.map((tab) => tab.name);

/** The home page's title (the offer and the company's name filled in), description and alternates in `locale`. */
export const homeMetadata = (locale: Locale) =>
  pageMetadata({
    title: fill(uiWords[locale].home.title, { offer: company.titleOffer, company: company.name }),
    absoluteTitle: true,
    description: homePage(locale).metaDescription,
    path: '/',
    locale,
  });

/**
 * The home page in either language (`/` and `/hi/`, docs/i18n.md): hero, the quote form with the
 * instant estimate, about, the four steps, the services, reviews and the shared sections, in this
 * order. The islands get their words as props; a Hindi form sends `lang: 'hi'`.
 */
export function HomePage({ locale = 'en' }: { locale?: Locale }) {
  const ui = uiWords[locale];
  const w = ui.home;
  const { callbackMinutes, quoteMinutes } = company.promises;
  const intro = homeIntro(locale);
  const servicesHref = localPageHref(locale, '/services/');
  const servicesInEnglish = locale !== 'en' && servicesHref === '/services/';
  return (
    <>
      <HomeHero locale={locale} />
      <section id="quote" aria-labelledby="quote-heading" className="section section--sand">
        <div className="wrap">
          <div className="section__head">
            <span className="section__eyebrow">{fill(w.quote.eyebrow, { minutes: quoteMinutes })}</span>
            <h2 id="quote-heading">{w.quote.heading}</h2>
            <p className="lead">{fill(w.quote.intro, { minutes: callbackMinutes })}</p>
          </div>
          <Wake>
            <QuoteForm
              tabs={quoteTabs(locale)}
              retentionDays={company.leadRetentionDays}
              afterSend={afterSendFor(locale)}
              {...offEnglish(locale, (lang) => ({
                lang,
                words: ui.form,
                quoteWords: w.quoteForm,
                goodsTypes: englishGoodsTypes,
              }))}
            />
          </Wake>
          <InstantEstimate intro={w.quote.estimateIntro} locale={locale} />
        </div>
      </section>
      <Section id="about-us" title={intro.heading} eyebrow={fill(w.about.eyebrow, { year: company.founded })}>
        <div className="prose">
          {intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="how-to-hire" title={w.steps.title} eyebrow={w.steps.eyebrow} tone="sand">
        <Steps steps={hiringGuide(locale)} />
      </Section>
      <Section id="services" title={w.services.title} eyebrow={w.services.eyebrow} intro={w.services.intro}>
        <ServiceGrid compact locale={locale} />
        <p className="table-note table-note--link">
          <Link href={servicesHref} hrefLang={servicesInEnglish ? 'en-IN' : undefined}>
            {fill(w.services.all, { count: services.length })}
          </Link>
          {servicesInEnglish ? ` ${ui.footer.inEnglish}` : null}
        </p>
      </Section>
      <ReviewList limit={6} slider locale={locale} />
      <SharedSections locale={locale} />
    </>
  );
}
