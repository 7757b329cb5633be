import type { startApp } from './helpers';

const origin = 'http://localhost:80';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * A browser-like client of the office inbox on an in-process app: it signs in, keeps its cookie,
 * takes the form token from each page it opens and sends it with each form it posts.
 */
export function officeBrowser(app: Awaited<ReturnType<typeof startApp>>) {
  const client = {
    cookie: '',
    csrf: '',
    async signIn(name: string, password: string) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: form({ name, password }),
      });
      const cookie = String(res.headers['set-cookie'] ?? '');
      if (cookie) client.cookie = cookie.split(';')[0]!;
      return res;
    },
    async open(url = '/office/') {
      const res = await app.app.inject({ method: 'GET', url, headers: { cookie: client.cookie } });
      client.csrf = /name="csrf" value="([^"]+)"/.exec(res.body)?.[1] ?? client.csrf;
      return res;
    },
    post(url: string, fields: Record<string, string>) {
      return app.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: client.cookie, origin },
        payload: form({ csrf: client.csrf, ...fields }),
      });
    },
  };
  return client;
}
