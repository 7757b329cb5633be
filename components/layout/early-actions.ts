/**
 * The pages show their forms and menu before the scripts arrive (they start after the window's
 * `load` event). A visitor on a slow connection may act in that time: the browser would post a
 * form itself (leaving the page for the plain thank-you page) and the menu toggle would do
 * nothing. This tiny inline script (in every page's head, hashed into the CSP) stops such a
 * submission or tap and remembers it; once the form or toggle is running it carries it out
 * (components/forms/use-lead-form.ts, components/layout/main-nav.tsx). Elements mark themselves
 * `data-ready` once running; forms are `.form`, other controls `data-early-click`.
 *
 * Should one of the framework's scripts fail to load (blocked, or a network that gave up), the
 * forms will never run: the browser then posts the held form itself (the last one, should there be two), and any form sent after
 * that is not held, so no submission waits for scripts that will not come.
 */
export const earlyActionsScript = `(function(w){var failed=0;function hold(e,el){e.preventDefault();var q=w.__early=w.__early||[];if(q.indexOf(el)<0)q.push(el)}addEventListener('submit',function(e){var f=e.target;if(!failed&&f.classList&&f.classList.contains('form')&&!f.hasAttribute('data-ready'))hold(e,f)},true);addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early-click]');if(b&&!b.hasAttribute('data-ready'))hold(e,b)},true);addEventListener('error',function(e){var t=e.target;if(failed||!t||t.tagName!=='SCRIPT'||t.src.indexOf('/_next/')<0)return;failed=1;for(var q=w.__early||[],i=q.length-1;i>=0;i--)if(q[i].tagName==='FORM'){HTMLFormElement.prototype.submit.call(q[i]);break}},true)})(window)`;

/**
 * Marks `element` as running and takes the action held for it before that, if any: true when the
 * visitor submitted (a form) or tapped (a control) it before the scripts arrived.
 */
export function takeEarlyAction(element: HTMLElement): boolean {
  element.dataset.ready = '';
  const held = (window as { __early?: HTMLElement[] }).__early ?? [];
  const at = held.indexOf(element);
  if (at < 0) return false;
  held.splice(at, 1);
  return true;
}
