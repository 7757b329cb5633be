import { heldSourceLine } from '../leads/held-review';
import { escapeHtml as e } from '../pages/form-page';
import type { HeldSource } from '../store/types';

/**
 * The inbox's review of held leads in bulk (docs/office.md#held-leads): each address they came
 * from with how many, when and why, and a button to release or discard all of one address's at
 * once; and a time window to release or discard. Plain forms: no script needed.
 */

/** One address's row: what came, and its two buttons. */
function sourceRow(source: HeldSource, csrf: string): string {
  const from = `<input type="hidden" name="from" value="${e(source.from)}">`;
  return `<li><span>${e(heldSourceLine(source))}</span>
<form method="post" action="/office/held/release">${csrf}${from}<button type="submit">Release all ${source.count}</button></form>
<form method="post" action="/office/held/discard">${csrf}${from}<button type="submit" class="danger">Discard all ${source.count}</button></form></li>`;
}

/** The section, or nothing while no lead is held; `csrf` is the hidden field every change carries. */
export function heldSection(sources: readonly HeldSource[], csrf: string): string {
  if (sources.length === 0) return '';
  const total = sources.reduce((sum, source) => sum + source.count, 0);
  return `<section class="held" aria-labelledby="held-title">
<h2 id="held-title">Held for review: ${total} ${total === 1 ? 'lead' : 'leads'}</h2>
<p>These looked like a flood (the same phone or message again and again, or a burst from one address), so they were not sent to the CRM or announced one by one. Check a few in the list; release the genuine ones (they go to the CRM and the office at once) and discard the rest.</p>
<ul class="held-sources">${sources.map((source) => sourceRow(source, csrf)).join('\n')}</ul>
<form method="post" class="held-window" action="/office/held/release">${csrf}
<fieldset><legend>Held in a time window</legend>
<label>From <input type="datetime-local" name="since"></label>
<label>To <input type="datetime-local" name="until"></label>
<button type="submit">Release them</button>
<button type="submit" formaction="/office/held/discard" class="danger">Discard them</button></fieldset></form>
</section>`;
}
