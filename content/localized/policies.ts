/**
 * The Hindi summaries at the top of the English-only policy pages (docs/i18n.md#policies): Hindi
 * content on English pages, so no twin to choose from; they come through here like all Hindi content.
 */
export { billClaimSummary, type PolicySummary, privacySummary, termsSummary } from '../hi/policy-summaries';
