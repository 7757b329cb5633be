/**
 * Grades a host with the MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) and prints
 * the result as JSON: `node tests/e2e/observatory-scan.mjs 127.0.0.1:8443`. It fetches
 * http://HOST/ and https://HOST/ exactly as the public Observatory does; run it with
 * NODE_EXTRA_CA_CERTS naming the certificate of a local TLS front so the chain verifies.
 *
 * The package downloads Chromium's HSTS preload list in an install script, which is switched off
 * here (no internet). Without the list the scanner stops, so an empty one stands in: no host is
 * preloaded, which is true of a loopback address anyway and earns no points either way.
 */
import fs from 'node:fs';

const readFileSync = fs.readFileSync;
fs.readFileSync = function (path, ...rest) {
  if (typeof path === 'string' && path.endsWith('hsts-preload.json') && !fs.existsSync(path)) return '{}';
  return readFileSync.call(this, path, ...rest);
};

const host = process.argv[2];
if (!host) {
  console.error('usage: node tests/e2e/observatory-scan.mjs HOST[:PORT]');
  process.exit(2);
}
const { scan } = await import('@mdn/mdn-http-observatory');
const result = await scan(host);
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, t]) => [
    name,
    { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier, data: t.data ?? null },
  ]),
);
console.log(JSON.stringify({ scan: result.scan, tests }));
