/**
 * Registers the offline-support worker once the window has loaded (SPEC §2), as a tiny inline
 * script so no page pays for it in its bundle. A failure is logged and nothing is shown (SPEC §8).
 *
 * On the first visit the page loaded before the worker existed, so once the worker is ready the
 * script hands it this page's address and the same-origin files it loaded (and the scripts it
 * added after load, which may still be on their way), to be saved for offline use (Serwist's CACHE_URLS message). Later pages are saved by the worker as they load.
 */
export const serviceWorkerScript = `if('serviceWorker' in navigator){addEventListener('load',function(){var d=document,s=navigator.serviceWorker,first=!s.controller,o=location.origin+'/';s.register('/service-worker.js').then(function(){return s.ready}).then(function(r){if(!first||!r.active)return;var u=performance.getEntriesByType('resource').map(function(e){return e.name}).concat([].map.call(d.scripts,function(e){return e.src})).filter(function(n){return n.indexOf(o)===0&&n.indexOf(o+'api/')!==0});r.active.postMessage({type:'CACHE_URLS',payload:{urlsToCache:[location.href].concat(u)}})}).catch(function(e){console.warn('Offline support is not available:',e)})})}`;
