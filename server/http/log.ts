import type { FastifyRequest } from 'fastify';

/**
 * What the service's log may say about errors and requests (Fastify's logger serializers). Log
 * lines carry lead ids, codes and paths, never what a visitor typed.
 */

/**
 * Errors as the log sees them. A store or library error can quote what it was given (an SQL
 * statement with the visitor's values, a driver's "Key (email)=(…)"), so the message is logged
 * with quoted text, e-mail addresses and long digit runs replaced, and the stack keeps only its
 * frames. The code (SQLITE_BUSY, SQLITE_FULL, FST_ERR_…) and type stay, which is what an operator
 * needs to act.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)')
    .replace(/'(?:[^']|'')*'?/g, "'…'")
    .replace(/"(?:[^"\\]|\\.)*"?/g, '"…"')
    .replace(/`[^`]*`?/g, '`…`')
    .replace(/\S+@\S+/g, '…@…')
    .replace(/\+?\d[\d\s\-().]{5,}\d/g, '#…')
    .slice(0, 300);
}

/** Serializer for the logger's `err` field. */
export function safeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    message: scrubMessage(error.message),
    stack: frames,
  };
}

/**
 * A path with the secrets of the customer pages left out: a quote's reference and a survey
 * booking's secret open those pages, so whoever reads the log must not be able to (`/quote/…/`,
 * `/api/surveys/…/move`); `/api/surveys/slots` is no secret.
 */
export const withoutSecrets = (path: string) =>
  path.replace(/\/(quote|quotes|survey|surveys)\/([^/?#]+)/g, (whole, where: string, secret: string) =>
    secret === 'slots' ? whole : `/${where}/…`,
  );

/**
 * Serializer for the logger's `req` field: Fastify's fields, with the query string left out
 * (a link such as /?email=… would otherwise put an address in the log), and the customer pages'
 * secrets ({@link withoutSecrets}).
 */
export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  const query = request.url.indexOf('?');
  const path = withoutSecrets(query === -1 ? request.url : request.url.slice(0, query));
  return {
    method: request.method,
    url: query === -1 ? path : `${path}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
