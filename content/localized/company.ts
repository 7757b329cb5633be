import { company } from '../company';
import { cityPageWordsHi } from '../hi/city-copy';
import { clockHi, countryHi, hoursHi, officeCityHi } from '../hi/company-words';
import { twin } from './twin';
import { clockTime } from '@/lib/shared/office-hours';

/**
 * The company's settings (content/company.ts) as a page in each language says them: written in
 * English, said in Hindi by content/hi/company-words.ts, which stops the build on a setting it
 * cannot say.
 */

/** The office hours: "Mon - Sun: 8:00 AM - 8:00 PM" / "सोमवार से रविवार, सुबह 8 बजे से रात 8 बजे तक". */
export const officeHours = twin(company.hours, hoursHi(company.hours));

/** A time of day from minutes after midnight: 495 → "8:15 AM" / "सुबह 8:15 बजे". */
export const sayTime = twin(clockTime, clockHi);

/** Where the head office is, as the office section names it. */
export const officePlace = twin(
  `${company.address.locality}, ${company.address.city}`,
  officeCityHi(company.address.city),
);

/** The head office's country. */
export const officeCountry = twin(company.address.country, countryHi(company.address.country));

/** The terms of the discount, wherever a discount is offered (content/company.ts `offerTerms`). */
export const offerTerms = twin(company.offerTerms, cityPageWordsHi.offerTerms);
