import { withOffer } from './offers';
import type { CrmSettings } from './settings';
import type { Lead } from './store/types';

/**
 * The only module that knows the CRM's wire format (docs/lead-flow.md#crm-delivery,
 * docs/conventions.md#forms-share-one-schema): one multipart POST per lead with the credential, the
 * CRM's REST address, the module and the lead's fields as a JSON string.
 */

/** Goods type the home quote form starts with (docs/product.md#the-quote-form), used if a home-quote lead lacks one. */
const defaultGoodsType = 'Domestic Moving';

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

/** The CRM's field names and values for a stored lead (the `jsonParam` object). */
export function crmFields(lead: Pick<Lead, 'kind' | 'payload'>): Record<string, string | number> {
  const p = lead.payload;
  if (lead.kind === 'review') {
    return {
      name: text(p.name),
      review_title_c: text(p.title),
      rating: Number(p.rating),
      description: text(p.description),
    };
  }
  const fields: Record<string, string> = {
    name: text(p.name),
    email1: text(p.email),
    phone_office: text(p.phone),
    pickup_location_c: text(p.pickup),
    drop_location_c: text(p.drop),
    service_detail_c: withOffer(text(p.detail), p),
  };
  if (p.source === 'home-quote') fields.goods_type_c = typeof p.goodsType === 'string' ? p.goodsType : defaultGoodsType;
  return fields;
}

/** The multipart body for one lead. */
export function crmForm(lead: Pick<Lead, 'kind' | 'payload'>, crm: CrmSettings): FormData {
  const form = new FormData();
  form.set('user', crm.user);
  form.set('pass', crm.pass.reveal());
  form.set('url', crm.restUrl);
  form.set('module_name', lead.kind === 'review' ? crm.reviewModule : crm.enquiryModule);
  form.set('jsonParam', JSON.stringify(crmFields(lead)));
  return form;
}

/** A delivery attempt that did not end in a 2xx; the message is safe to store and log. */
export class CrmError extends Error {
  override name = 'CrmError';
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `network error: ${cause.code}`;
  return `network error: ${error instanceof Error ? error.message : 'unknown'}`;
}

/**
 * Sends one lead. Resolves when the CRM answered 2xx (the lead counts as delivered); otherwise
 * throws a CrmError whose message never contains the password.
 */
export async function sendToCrm(lead: Lead, crm: CrmSettings, fetchImpl: typeof fetch = fetch): Promise<void> {
  const signal = AbortSignal.timeout(crm.timeoutMs);
  let status: number;
  try {
    const response = await fetchImpl(crm.url, { method: 'POST', body: crmForm(lead, crm), signal });
    status = response.status;
    // Drain the answer so the connection is freed; its content is not used (docs/lead-flow.md#crm-delivery), and once
    // the status says accepted a slow or broken body must not cause a second send.
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    throw new CrmError(scrub(describe(error, crm.timeoutMs), crm));
  }
  if (status < 200 || status > 299) throw new CrmError(`CRM answered HTTP ${status}`);
}

/** Removes the password from text bound for the store or the logs, whatever produced it. */
export function scrub(message: string, crm: CrmSettings): string {
  const secret = crm.pass.reveal();
  return message.split(secret).join('[redacted]').slice(0, 500);
}
