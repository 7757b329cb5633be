import { measureJs, kib } from '/work/wt-framework-chunk/scripts/bench/js-sizes';
const js = measureJs('out', ['/', '/faqs/', '/privacy-and-policy/', '/terms-and-conditions/', '/city/pune/', '/services/']);
console.log('framework', kib(js.baselineGzip), js.baselineGzip);
for (const s of js.baselineScripts) console.log('  ', s, js.gzipByScript.get(s));
for (const p of js.pages) { console.log(p.route, 'total', kib(p.totalGzip), 'beyond', kib(p.beyondGzip)); for (const s of p.scripts) if (!js.baselineScripts.includes(s)) console.log('    ', s, js.gzipByScript.get(s)); }
