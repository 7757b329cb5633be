import { estimateCopy } from '@/content/estimate-copy';
import { estimatePlaces } from '@/content/estimate-places';
import { estimateRates } from '@/content/estimate-rates';
import { Estimator } from '@/components/interactive/estimator';
import { Wake } from '@/components/interactive/wake';

/**
 * The instant estimate (docs/estimate.md) with its heading: the rates, places and words are
 * parsed here on the server and handed to the island as plain data, so the browser never loads
 * the schemas. It wakes when the visitor comes near it (components/interactive/wake.tsx).
 */
export function InstantEstimate() {
  return (
    <div className="instant-estimate">
      <h3>{estimateCopy.title}</h3>
      <p>{estimateCopy.intro}</p>
      <Wake>
        <Estimator data={{ rates: estimateRates, places: estimatePlaces }} copy={estimateCopy} />
      </Wake>
    </div>
  );
}
