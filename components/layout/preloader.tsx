/**
 * Preloader (docs/product.md#preloader-and-offline-support). The overlay is in the static HTML but
 * only shows once the inline script marks the page `js`; it hides on window `load` (or after 4 s at
 * the latest), and without JavaScript it never shows at all.
 */
export const preloaderScript = `(function(d){var h=d.documentElement;h.classList.add('js');function done(){h.classList.add('loaded')}if(d.readyState==='complete'){done()}else{addEventListener('load',done);setTimeout(done,4000)}})(document);`;

export function Preloader() {
  return (
    <div className="preloader" aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- tiny inline mark, must not wait for anything */}
      <img className="preloader__mark" src="/images/brand/logo.svg" alt="" width={56} height={56} fetchPriority="low" />
    </div>
  );
}
