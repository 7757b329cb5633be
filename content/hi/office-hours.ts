import { company } from '../company';
import type { Locale } from '@/lib/i18n';
import { hoursHi } from './company-words';

/**
 * The office hours as a page in `locale` shows them: the company's setting (content/company.ts),
 * in Hindi on a Hindi page (content/hi/company-words.ts `hoursHi`, which stops the build on a
 * setting it cannot say in Hindi).
 */
export const officeHours = (locale: Locale): string => (locale === 'hi' ? hoursHi(company.hours) : company.hours);
