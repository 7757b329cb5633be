import { servicePages as servicePagesHi } from '../hi/service-pages';
import { storagePages as storagePagesHi } from '../hi/storage-pages';
import { type ServicePage, servicePages as servicePagesEn } from '../service-pages';
import { type StoragePage, storagePages as storagePagesEn } from '../storage-pages';
import { twin } from './twin';

/**
 * The service and storage pages in the page's language (docs/i18n.md#the-hindi-services-service-and-storage-pages):
 * each language lists the pages it has, so a route built from these lists builds exactly the pages
 * that exist in its language.
 */

/** The service pages (home shifting, office relocation…) in the language. */
export const servicePages = twin<ServicePage[]>(servicePagesEn, servicePagesHi);

/** The two storage pages in the language. */
export const storagePages = twin<StoragePage[]>(storagePagesEn, storagePagesHi);
