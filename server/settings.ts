import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { company } from '../content/company';
import { originOf, originSetting, presentValues, settingProblems } from '../lib/server/setting-rules';
import { type OfficeSettings, officeEnv, officePasswordSetting, officeSettings } from './office/office-settings';
import { type NotifySettings, notifyEnvShape, parseNotifySettings } from './notify/settings';
import { int, isEncryptedOrLocal, Secret, SettingsError } from './settings-base';
import type { CreateRule } from './store/first-run';
import type { NotifyChannel } from './store/types';

/**
 * The intake service's settings, parsed from the environment once at start. Everything else
 * receives a `Settings` object; nothing else reads process.env. The rules it shares with the
 * build's settings (lib/server/env.ts), such as what SITE_URL may be, live in lib/server/setting-rules.ts.
 */

const envSchema = z.object({
  /** TCP port to listen on; 0 picks a free one. */
  PORT: int(0, 65535).default(3000),
  /**
   * Interface to listen on. Loopback by default: the service runs behind a TLS proxy on the same
   * machine (docs/deploying.md#one-server); a container sets 0.0.0.0.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Time a client has to send a whole request, headers and body (slow senders are cut off). */
  REQUEST_TIMEOUT_MS: int(1_000, 300_000).default(10_000),
  /** How long an idle keep-alive connection stays open; above a proxy's own idle timeout if it reuses connections. */
  KEEP_ALIVE_TIMEOUT_MS: int(1_000, 300_000).default(5_000),
  /** Longest time from SIGTERM to exit: requests and a CRM send in flight get half of it, then are abandoned. */
  SHUTDOWN_TIMEOUT_MS: int(1_000, 600_000).default(8_000),
  /** SQLite file holding the leads; its directory is created. Not used when DATABASE_URL is set. */
  LEADS_DB: z.string().min(1).default('data/leads.db'),
  /**
   * A PostgreSQL database for the leads instead of the SQLite file, for two or more instances of the
   * service sharing one store (docs/deploying.md#two-instances); may hold a password, never logged.
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  /** Connections one instance opens to PostgreSQL at most. */
  DATABASE_POOL_MAX: int(2, 100).default(10),
  /** Folder with the exported site. */
  STATIC_DIR: z.string().min(1).default('out'),
  /** CRM entry point the leads are POSTed to (docs/lead-flow.md#crm-delivery); unset = store only, forward nothing. */
  CRM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** CRM user name, sent as `user`. */
  CRM_USER: z.string().min(1).optional(),
  /** CRM password, sent as `pass`; never logged. */
  CRM_PASS: z.string().min(1).optional(),
  /** The CRM's REST address, sent as `url`. */
  CRM_REST_URL: z.string().min(1).optional(),
  /** CRM module for enquiries, sent as `module_name`. */
  CRM_ENQUIRY_MODULE: z.string().min(1).default('Leads'),
  /** CRM module for reviews, sent as `module_name`. */
  CRM_REVIEW_MODULE: z.string().min(1).default('Reviews'),
  /** Time allowed for one CRM request, its answer included. */
  CRM_TIMEOUT_MS: int(100, 600_000).default(10_000),
  /**
   * A regular expression the CRM's answer (its first 4 KB) must match for a lead to count as
   * delivered; replaces the default checks (not an HTML page, not a JSON body saying it failed).
   */
  CRM_SUCCESS_MATCH: z
    .string()
    .transform((pattern, ctx) => {
      try {
        return new RegExp(pattern);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a regular expression (JavaScript syntax, no slashes)' });
        return z.NEVER;
      }
    })
    .optional(),
  /** Allow a plain-http CRM_URL outside this machine (the password would cross the network unencrypted). */
  CRM_ALLOW_HTTP: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /**
   * Rejections (a redirect, a 4xx other than 408 and 429, an answer the success rule refuses) after
   * which a lead is no longer retried by itself and waits for `leads retry`.
   */
  CRM_MAX_REJECTIONS: int(1, 1_000).default(8),
  /** Failed delivery attempts in a row after which /api/health answers 503 `degraded`; a delivery resets it. */
  HEALTH_DELIVERY_FAILURES: int(1, 1_000_000).default(5),
  /** How often the delivery worker looks for due leads. */
  DELIVERY_INTERVAL_MS: int(10, 3_600_000).default(5_000),
  /** Wait after the first failed delivery; doubles after each further failure. */
  RETRY_BASE_MS: int(1, 86_400_000).default(5_000),
  /** Longest wait between two delivery attempts. */
  RETRY_CAP_MS: int(1, 86_400_000).default(900_000),
  /**
   * Lead submissions (enquiries and reviews together, stored or not) one client (an IPv4 address,
   * an IPv6 /64) may make per window; more are answered 429 until the window ends.
   */
  RATE_LIMIT_MAX: int(1, 1_000_000).default(10),
  /** Per-client rate-limit window; at most a minute, since the 429's Retry-After is what is left of it. */
  RATE_LIMIT_WINDOW_MS: int(100, 60_000).default(60_000),
  /**
   * Checks on "Is this really us?" (POST /api/verify, docs/verify.md#limits) one client may make per
   * window, counted apart from lead submissions; more are answered 429 until the window ends.
   */
  VERIFY_RATE_LIMIT_MAX: int(1, 1_000_000).default(10),
  /** The window of VERIFY_RATE_LIMIT_MAX; at most a minute, as for the leads. */
  VERIFY_RATE_LIMIT_WINDOW_MS: int(100, 60_000).default(60_000),
  /** New leads all clients together may send to the CRM per global window; more are quarantined. */
  GLOBAL_RATE_LIMIT_MAX: int(1, 100_000_000).default(1_000),
  /**
   * New leads one address may send to the CRM per global window; more are held for review. Far
   * beyond a household: a family, an office or a hostel behind one address sends a few.
   */
  CLIENT_LEAD_ALLOWANCE: int(1, 100_000_000).default(20),
  /** New leads one phone number or e-mail address may send per global window; more are held (docs/lead-flow.md#floods). */
  SAME_CONTACT_MAX: int(1, 100_000).default(3),
  /** Leads with the same message per global window, from anyone; more are held (docs/lead-flow.md#floods). */
  SAME_MESSAGE_MAX: int(1, 100_000).default(3),
  /**
   * Held leads per global window after which further suspect ones are refused (503, Retry-After
   * of a minute at most); bounds how much one flood can store. Never refuses a genuine lead.
   */
  QUARANTINE_MAX: int(1, 100_000_000).default(10_000),
  /** Days a lead held for review is kept unreleased; then it is deleted (docs/lead-flow.md#floods). */
  HELD_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      company.heldRetentionDays,
      `may not exceed the ${company.heldRetentionDays} days the privacy policy promises (heldRetentionDays in content/company.ts)`,
    )
    .default(company.heldRetentionDays),
  /**
   * A token that shows /api/health's details (store counts, CRM state) to a request carrying it
   * in `X-Health-Token`; without it only requests from this machine see them.
   */
  HEALTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Global rate-limit window. */
  GLOBAL_RATE_LIMIT_WINDOW_MS: int(100, 86_400_000).default(3_600_000),
  /** Lead submissions waiting for the store at once; more are answered 503 at once. */
  MAX_IN_FLIGHT: int(1, 100_000).default(256),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: int(256, 1_048_576).default(16_384),
  /**
   * Other origins (scheme://host[:port], comma-separated) whose pages may post leads, besides the
   * service's own; default: SITE_URL's origin; `none` for none.
   */
  ALLOWED_ORIGINS: z
    .string()
    .transform((raw, ctx) => {
      if (raw.toLowerCase() === 'none') return [];
      const origins: string[] = [];
      for (const item of raw.split(',').map((part) => part.trim())) {
        const origin = originOf(item);
        if (!origin) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be comma-separated origins like https://www.your-domain.in (no path, no *)',
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return [...new Set(origins)];
    })
    .optional(),
  /**
   * The site's public origin, as the build takes it: the default of ALLOWED_ORIGINS, and the origin
   * of the estimate links in the CRM's records (docs/lead-flow.md#crm-fields).
   */
  SITE_URL: originSetting.optional(),
  /** How long the store waits for another connection's write lock before giving up (answering 503). */
  LEADS_DB_BUSY_TIMEOUT_MS: int(0, 60_000).default(500),
  /**
   * When the SQLite file may be created: `auto` on a first run only (no file and no trace of one:
   * its marker, WAL or journal); `true` also over the traces of a lost one (an empty store on
   * purpose, for one start); `false` never (the file must be there, e.g. on a mounted volume).
   */
  LEADS_DB_CREATE: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  /** Largest size of the SQLite file, in MiB; a full store answers 503 instead of filling the disk. */
  LEADS_DB_MAX_MB: int(1, 1_048_576).default(1_024),
  /** Extra wait before a group commit so more submissions share one disk flush; 0 = next event-loop turn. */
  GROUP_COMMIT_WINDOW_MS: int(0, 100).default(0),
  /**
   * Delivered and spam leads older than this many days are deleted (at start and daily). The
   * forms and the privacy policy promise content/company.ts `leadRetentionDays`: a shorter
   * period keeps that promise, a longer one would break it and is refused.
   */
  LEADS_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      company.leadRetentionDays,
      `may not exceed the ${company.leadRetentionDays} days the site promises (leadRetentionDays in content/company.ts)`,
    )
    .default(company.leadRetentionDays),
  /**
   * Trust X-Forwarded-For from the proxies in front: `false`, their number (hops), or their
   * addresses/CIDRs, comma-separated. `true` (trust anyone) is refused.
   */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('false')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw.trim());
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.trust;
    }),
  ...officeEnv,
  /** Log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // E-mail, WhatsApp, webhook and the visitor's acknowledgement: server/notify/settings.ts.
  ...notifyEnvShape,
});

/** How to reach the CRM; present only when CRM_URL is set. */
export interface CrmSettings {
  url: string;
  user: string;
  pass: Secret;
  restUrl: string;
  enquiryModule: string;
  reviewModule: string;
  timeoutMs: number;
  /** The answer a 2xx must match to count as delivered; null = the default checks (server/delivery/crm.ts `judgeAnswer`). */
  successMatch: RegExp | null;
  /** Rejections after which a lead waits for a person instead of being retried. */
  maxRejections: number;
  /** The site's origin (SITE_URL) for links in the CRM's records; null: the links are paths. */
  siteUrl: string | null;
}

/** How the SQLite store behaves under contention and load. */
export interface StoreSettings {
  /** Wait for another connection's lock at most this long, then fail. */
  busyTimeoutMs: number;
  /** Largest database size in MiB. */
  maxSizeMb: number;
  /** Extra time a group commit waits for more submissions. */
  commitWindowMs: number;
  /** When the database file may be created (LEADS_DB_CREATE). */
  create: CreateRule;
  /** The notification channels configured: new leads get a row on each (docs/lead-flow.md#notifications). */
  channels: NotifyChannel[];
}

/** How long connections may take (server/http/timeouts.ts) and how long a shutdown may take (server/main.ts). */
export interface TimeoutSettings {
  /** Whole request, headers and body. */
  requestMs: number;
  /** An idle keep-alive connection. */
  keepAliveMs: number;
  /** SIGTERM to exit. */
  shutdownMs: number;
}

/** Everything the intake service can be told. */
export interface Settings {
  port: number;
  host: string;
  timeouts: TimeoutSettings;
  /** Absolute path of the SQLite file (beside it: the first office password's hash). */
  leadsDb: string;
  /** The PostgreSQL database the leads are kept in instead (DATABASE_URL), or null: the SQLite file. */
  database: { url: Secret; poolMax: number } | null;
  /** Absolute path of the exported site. */
  staticDir: string;
  bodyLimit: number;
  /** Origins besides the service's own that may post leads (CORS and the origin check). */
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Lead submissions per client per window (429 past it). */
  rateLimit: { max: number; windowMs: number };
  /** Checks on /api/verify per client and window (docs/verify.md#limits). */
  verifyRateLimit: { max: number; windowMs: number };
  /**
   * New leads sent to the CRM per window: `max` from all clients together, `clientAllowance` from
   * one; past either they are quarantined, and past `quarantineMax` quarantined ones an
   * over-allowance client is refused.
   */
  globalRateLimit: {
    max: number;
    windowMs: number;
    clientAllowance: number;
    sameContactMax: number;
    sameMessageMax: number;
    quarantineMax: number;
  };
  /** Shows /api/health's details to requests carrying it; null: only to this machine. */
  healthToken: Secret | null;
  /** Lead submissions waiting for the store at once. */
  maxInFlight: number;
  store: StoreSettings;
  /** Age in days after which delivered and spam leads are deleted. */
  retentionDays: number;
  /** Age in days after which a lead still held for review is deleted. */
  heldRetentionDays: number;
  delivery: { intervalMs: number; retryBaseMs: number; retryCapMs: number };
  /** Failed delivery attempts in a row after which health answers 503 `degraded`. */
  healthDeliveryFailures: number;
  crm: CrmSettings | null;
  /** Where new leads are announced besides the CRM (docs/lead-flow.md#notifications). */
  notify: NotifySettings;
  /** The site's public origin (SITE_URL), for links to its pages; null when unset. */
  siteUrl: string | null;
  /** The office inbox at /office/ (docs/office.md); null (and 404) without a password hash. */
  office: OfficeSettings | null;
  /** OFFICE_TIME_ZONE, read with the inbox off too: the leads command's CSV keeps the office's clock. */
  officeTimeZone: string;
  /**
   * What OFFICE_PASSWORD_HASH says: a hash, `off`, or nothing (then the start takes the hash kept
   * in the data folder, or makes a first password: server/office/first-password.ts).
   */
  officePassword: 'hash' | 'off' | 'unset';
}

/** LEADS_DB_CREATE's values as the store names them. */
const createRules = { auto: 'first-run', true: 'always', false: 'never' } as const satisfies Record<string, CreateRule>;

/**
 * Which proxies may tell the client's address (docs/lead-flow.md#behind-a-proxy): none, the
 * nearest N hops, or listed addresses (Fastify's trustProxy takes each form).
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for groups of addresses. */
const addressGroups = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or one with a /prefix that fits it. */
function isAddressOrCidr(item: string): boolean {
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it, or what is wrong with it. */
function parseTrustProxy(raw: string): { trust: TrustProxy } | { problem: string } {
  if (raw === 'false' || raw === '0') return { trust: false };
  if (raw === 'true') {
    return {
      problem:
        'true would trust X-Forwarded-For from anyone, so any client could pick its own address and pass the rate limits; give the number of proxies in front of the service (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(raw)) return { trust: Number(raw) };
  const items = raw.split(',').map((item) => item.trim());
  if (items.every((item) => addressGroups.has(item) || isAddressOrCidr(item))) return { trust: items };
  return {
    problem:
      'must be false, a number of proxies (e.g. 1), or proxy addresses/CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
  };
}

/** Parses the environment (process.env by default). Empty values count as unset. */
export function parseSettings(env: Readonly<Record<string, string | undefined>> = process.env): Settings {
  const parsed = envSchema.safeParse(presentValues(Object.keys(envSchema.shape), env));
  if (!parsed.success) throw new SettingsError(`Invalid setting ${settingProblems(parsed.error)}`);
  const e = parsed.data;
  let crm: CrmSettings | null = null;
  if (e.CRM_URL) {
    const { CRM_USER: user, CRM_PASS: pass, CRM_REST_URL: restUrl } = e;
    if (!user || !pass || !restUrl) {
      const missing = Object.entries({ CRM_USER: user, CRM_PASS: pass, CRM_REST_URL: restUrl })
        .filter(([, value]) => !value)
        .map(([key]) => key);
      throw new SettingsError(`CRM_URL is set, so ${missing.join(', ')} must be set too`);
    }
    if (!isEncryptedOrLocal(e.CRM_URL) && e.CRM_ALLOW_HTTP !== 'true') {
      throw new SettingsError(
        'Invalid setting CRM_URL: plain http would send the CRM password across the network unencrypted; use https, or set CRM_ALLOW_HTTP=true to allow it',
      );
    }
    crm = {
      url: e.CRM_URL,
      user,
      pass: new Secret(pass),
      restUrl,
      enquiryModule: e.CRM_ENQUIRY_MODULE,
      reviewModule: e.CRM_REVIEW_MODULE,
      timeoutMs: e.CRM_TIMEOUT_MS,
      successMatch: e.CRM_SUCCESS_MATCH ?? null,
      maxRejections: e.CRM_MAX_REJECTIONS,
      siteUrl: e.SITE_URL ?? null,
    };
  }
  if (e.RETRY_CAP_MS < e.RETRY_BASE_MS) throw new SettingsError('Invalid setting RETRY_CAP_MS: below RETRY_BASE_MS');
  const notify = parseNotifySettings(e);
  return {
    port: e.PORT,
    host: e.HOST,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdownMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    leadsDb: resolve(e.LEADS_DB),
    database: e.DATABASE_URL ? { url: new Secret(e.DATABASE_URL), poolMax: e.DATABASE_POOL_MAX } : null,
    staticDir: resolve(e.STATIC_DIR),
    bodyLimit: e.BODY_LIMIT,
    allowedOrigins: e.ALLOWED_ORIGINS ?? (e.SITE_URL ? [e.SITE_URL] : []),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    verifyRateLimit: { max: e.VERIFY_RATE_LIMIT_MAX, windowMs: e.VERIFY_RATE_LIMIT_WINDOW_MS },
    globalRateLimit: {
      max: e.GLOBAL_RATE_LIMIT_MAX,
      windowMs: e.GLOBAL_RATE_LIMIT_WINDOW_MS,
      clientAllowance: e.CLIENT_LEAD_ALLOWANCE,
      sameContactMax: e.SAME_CONTACT_MAX,
      sameMessageMax: e.SAME_MESSAGE_MAX,
      quarantineMax: e.QUARANTINE_MAX,
    },
    healthToken: e.HEALTH_TOKEN ? new Secret(e.HEALTH_TOKEN) : null,
    maxInFlight: e.MAX_IN_FLIGHT,
    store: {
      busyTimeoutMs: e.LEADS_DB_BUSY_TIMEOUT_MS,
      maxSizeMb: e.LEADS_DB_MAX_MB,
      commitWindowMs: e.GROUP_COMMIT_WINDOW_MS,
      create: createRules[e.LEADS_DB_CREATE],
      channels: notify.channels,
    },
    retentionDays: e.LEADS_RETENTION_DAYS,
    heldRetentionDays: Math.min(e.HELD_RETENTION_DAYS, e.LEADS_RETENTION_DAYS),
    delivery: { intervalMs: e.DELIVERY_INTERVAL_MS, retryBaseMs: e.RETRY_BASE_MS, retryCapMs: e.RETRY_CAP_MS },
    healthDeliveryFailures: e.HEALTH_DELIVERY_FAILURES,
    crm,
    notify,
    siteUrl: e.SITE_URL ?? null,
    office: officeSettings(e),
    officeTimeZone: e.OFFICE_TIME_ZONE,
    officePassword: officePasswordSetting(e),
  };
}

/**
 * What in these settings would work on one instance only, when DATABASE_URL has several share one
 * database (the limits and the office's sign-ins are shared through it: server/shared-state.ts);
 * null when nothing. The service refuses to start on it; `npm run leads` does not need it.
 */
export function oneInstanceOnly(settings: Settings): string | null {
  if (!settings.database || settings.officePassword !== 'unset') return null;
  return (
    'DATABASE_URL is set, so OFFICE_PASSWORD_HASH must be set too (a hash from npm run office-password, or off): ' +
    'without it each instance keeps a first password of its own in its own data folder, and a password that ' +
    'signs in on one instance would be refused by the others'
  );
}
