/**
 * Stand-ins for the outside services the site talks to, for the browser tests:
 * - a fake CRM at POST /crm that parses the multipart body as the real one would;
 * - a fake EmailJS-compatible API at POST /api/v1.0/email/send and /send-form.
 * GET /__received lists what arrived; DELETE /__received forgets it. Loopback only.
 */
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_PORT ?? 3102);
/** @type {{ service: string, path: string, fields: Record<string, unknown> }[]} */
let received = [];

function body(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };
  if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
  if (url.pathname === '/__received') {
    if (req.method === 'DELETE') received = [];
    res.writeHead(200, { 'Content-Type': 'application/json', ...cors });
    return res.end(JSON.stringify(received));
  }
  const raw = await body(req);
  const request = new Request(url, { method: req.method, headers: req.headers, body: raw.length ? raw : undefined });
  if (req.method === 'POST' && url.pathname === '/crm') {
    const form = await request.formData();
    received.push({ service: 'crm', path: url.pathname, fields: Object.fromEntries(form.entries()) });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ id: `crm-${received.length}` }));
  }
  if (req.method === 'POST' && url.pathname === '/api/v1.0/email/send') {
    received.push({ service: 'email', path: url.pathname, fields: await request.json() });
    res.writeHead(200, { 'Content-Type': 'text/plain', ...cors });
    return res.end('OK');
  }
  if (req.method === 'POST' && url.pathname === '/api/v1.0/email/send-form') {
    const form = await request.formData();
    received.push({ service: 'email', path: url.pathname, fields: Object.fromEntries(form.entries()) });
    res.writeHead(200, { 'Content-Type': 'text/plain', ...cors });
    return res.end('OK');
  }
  res.writeHead(404).end();
});

server.listen(port, '127.0.0.1', () => console.log(`fake services on http://127.0.0.1:${port}`));
