/**
 * An EmailJS-compatible client (docs/product.md#the-feedback-form): `send` posts JSON to
 * `{base}/api/v1.0/email/send`, `sendForm` posts form data to `{base}/api/v1.0/email/send-form`.
 * Success is status 200 or the text "OK".
 */

/** Version reported to the e-mail API, as the original library does. */
export const libVersion = '4.4.1';

export type EmailIds = {
  /** API origin, e.g. https://api.emailjs.com. */
  base: string;
  /** Public key ("user id"). */
  userId: string;
  /** E-mail service id. */
  serviceId: string;
  /** Template id. */
  templateId: string;
};

/** The JSON body `send` posts (docs/product.md#the-feedback-form). */
export type EmailPayload = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
};

/** Throws, naming the missing id, when a required id is empty (docs/product.md#the-feedback-form). */
function requireIds(ids: EmailIds) {
  if (!ids.userId) throw new Error('The user ID is required');
  if (!ids.serviceId) throw new Error('The service ID is required');
  if (!ids.templateId) throw new Error('The template ID is required');
}

async function expectOk(response: Response): Promise<void> {
  const body = await response.text();
  if (response.status !== 200 && body !== 'OK') {
    throw new Error(`E-mail API answered ${response.status}: ${body.slice(0, 200)}`);
  }
}

/** Sends a template e-mail with the given parameters. */
export async function send(ids: EmailIds, params: Record<string, string>, fetchImpl: typeof fetch = fetch) {
  requireIds(ids);
  const payload: EmailPayload = {
    lib_version: libVersion,
    user_id: ids.userId,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    template_params: params,
  };
  const response = await fetchImpl(`${ids.base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  await expectOk(response);
}

/** Sends a template e-mail with the fields of a form. */
export async function sendForm(ids: EmailIds, form: HTMLFormElement | FormData, fetchImpl: typeof fetch = fetch) {
  requireIds(ids);
  const data = form instanceof FormData ? form : new FormData(form);
  data.append('lib_version', libVersion);
  data.append('service_id', ids.serviceId);
  data.append('template_id', ids.templateId);
  data.append('user_id', ids.userId);
  const response = await fetchImpl(`${ids.base}/api/v1.0/email/send-form`, { method: 'POST', body: data });
  await expectOk(response);
}
