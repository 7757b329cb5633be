import { estimateCopy, serviceEstimates } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { Estimator } from '@/components/interactive/estimator';
import { Wake } from '@/components/interactive/wake';
import type { EstimateInput } from '@/lib/estimate/price';

/**
 * The instant estimate (docs/estimate.md) with its heading: the rates, places and words are
 * parsed here on the server and handed to the island as plain data, so the browser never loads
 * the schemas. It wakes when the visitor comes near it (components/interactive/wake.tsx). A page
 * may start it somewhere (`preset`: a city page's city as the origin) and say a line of its own.
 */
export function InstantEstimate({
  preset,
  intro,
  noScript,
}: {
  preset?: Partial<EstimateInput>;
  intro?: string;
  /** What shows instead of the estimator without JavaScript, where the page has better to say. */
  noScript?: string;
}) {
  return (
    <div className="instant-estimate">
      <h3>{estimateCopy.title}</h3>
      <p>{intro ?? estimateCopy.intro}</p>
      <Wake>
        <Estimator data={estimateData} copy={noScript ? { ...estimateCopy, noScript } : estimateCopy} preset={preset} />
      </Wake>
    </div>
  );
}

/** The estimate a service or storage page carries, started and introduced as its page wants; none where it has none. */
export function ServiceEstimate({ slug }: { slug: string }) {
  const estimate = serviceEstimates[slug];
  return estimate ? <InstantEstimate preset={estimate.preset} intro={estimate.intro} /> : null;
}
