import { afterEach, describe, expect, it, vi } from 'vitest';
import { crmEnv, enquiry, review, startApp, startFakeCrm, watchRounds } from './helpers';

type Started = Awaited<ReturnType<typeof startApp>>;
type Crm = Awaited<ReturnType<typeof startFakeCrm>>;

let app: Started | undefined;
let crm: Crm | undefined;
afterEach(async () => {
  await app?.close();
  await crm?.close();
  app = crm = undefined;
});

async function setup(env: Record<string, string> = {}) {
  crm = await startFakeCrm();
  app = await startApp(crmEnv(crm.url, env));
  return { app, crm };
}

const waitFor = <T>(fn: () => Promise<T> | T, timeout = 8_000) => vi.waitFor(fn, { timeout, interval: 20 });

describe('forwarding leads to the CRM', () => {
  it('sends each lead with the credential, module and exact CRM fields', async () => {
    const { app, crm } = await setup();
    const home = enquiry({ name: 'Home Quote', source: 'home-quote', goodsType: 'Office Relocation' });
    const contact = enquiry({ name: 'Contact Form', source: 'contact', goodsType: 'Ignored Here' });
    const stars = review({ name: 'Reviewer', rating: 4 });
    const ids = new Map<string, string>();
    for (const [path, body] of [
      ['/api/enquiries', home],
      ['/api/enquiries', contact],
      ['/api/reviews', stars],
    ] as const) {
      const res = await app.post(path, body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/), status: 'stored' });
      ids.set(body.name, res.json().id);
    }

    await waitFor(() => expect(crm.accepted()).toHaveLength(3));
    const byName = (name: string) => crm.requests.find((r) => r.json.name === name);

    for (const request of crm.requests) {
      expect(request.fields).toMatchObject({
        user: 'intake-bot',
        pass: 'crm-pass-for-tests',
        url: 'https://crm.example.com/service/v4_1/rest.php',
      });
      expect(Object.keys(request.fields).sort()).toEqual(['jsonParam', 'module_name', 'pass', 'url', 'user']);
    }
    expect(byName('Home Quote')?.fields.module_name).toBe('Leads');
    expect(byName('Home Quote')?.json).toStrictEqual({
      name: 'Home Quote',
      email1: 'asha@example.com',
      phone_office: '+919820145678',
      pickup_location_c: 'Ghansoli, Navi Mumbai',
      drop_location_c: 'Kothrud, Pune',
      // The lead's id rides as the last line of the free text, so the CRM can drop a copy.
      service_detail_c: `2 BHK household goods\nRef: ${ids.get('Home Quote')}`,
      goods_type_c: 'Office Relocation',
    });
    expect(byName('Contact Form')?.fields.module_name).toBe('Leads');
    expect(byName('Contact Form')?.json).toStrictEqual({
      name: 'Contact Form',
      email1: 'asha@example.com',
      phone_office: '+919820145678',
      pickup_location_c: 'Ghansoli, Navi Mumbai',
      drop_location_c: 'Kothrud, Pune',
      service_detail_c: `2 BHK household goods\nRef: ${ids.get('Contact Form')}`,
    });
    expect(byName('Reviewer')?.fields.module_name).toBe('Reviews');
    expect(byName('Reviewer')?.json).toStrictEqual({
      name: 'Reviewer',
      review_title_c: 'Careful packing',
      rating: 4,
      description: `Nothing broken, on time.\nRef: ${ids.get('Reviewer')}`,
    });

    await waitFor(async () =>
      expect((await app.app.inject('/api/health')).json()).toEqual({
        status: 'ok',
        engine: 'sqlite',
        store: 'ok',
        queue: { pending: 0, delivered: 3, failed: 0, quarantined: 0 },
        off: ['office', 'email', 'whatsapp', 'webhook', 'ack'],
      }),
    );
  });

  it('stores the page a lead was sent from but never sends it to the CRM', async () => {
    const { app, crm } = await setup();
    const sent = [
      ['/api/enquiries', enquiry({ name: 'From Pune Page', source: 'city', page: '/city/pune/' })],
      ['/api/enquiries', enquiry({ name: 'From Home Page', source: 'home-quote', page: '/' })],
      ['/api/reviews', review({ name: 'From Review Page', page: '/review/' })],
    ] as const;
    for (const [path, body] of sent) expect((await app.post(path, body)).statusCode).toBe(201);
    await waitFor(() => expect(crm.accepted()).toHaveLength(3));

    for (const request of crm.requests) {
      expect(request.json).not.toHaveProperty('page');
      expect(Object.values(request.fields).join('\n')).not.toMatch(/\/city\/pune\/|\/review\/|"page"/);
    }
    expect(Object.keys(crm.requests.find((r) => r.json.name === 'From Pune Page')!.json).sort()).toEqual(
      ['drop_location_c', 'email1', 'name', 'phone_office', 'pickup_location_c', 'service_detail_c'].sort(),
    );
    expect(Object.keys(crm.requests.find((r) => r.json.name === 'From Home Page')!.json)).toContain('goods_type_c');
    expect(Object.keys(crm.requests.find((r) => r.json.name === 'From Review Page')!.json).sort()).toEqual(
      ['description', 'name', 'rating', 'review_title_c'].sort(),
    );
    // The office still sees it.
    const pages = (await app.store.list()).map((lead) => lead.payload.page);
    expect(pages.sort()).toEqual(['/', '/city/pune/', '/review/']);
  });

  it('keeps retrying while the CRM is down and delivers exactly once when it is back', async () => {
    const { app, crm } = await setup();
    crm.behaviour.status = 500;
    const { id } = (await app.post('/api/enquiries', enquiry({ name: 'Patient Lead' }))).json<{ id: string }>();

    await waitFor(async () => {
      const lead = await app.store.get(id);
      expect(lead?.delivery).toMatchObject({ status: 'failed', lastError: 'CRM answered HTTP 500' });
      expect(lead?.delivery.attempts).toBeGreaterThanOrEqual(2);
    });
    expect((await app.app.inject('/api/health')).json().queue).toEqual({
      pending: 0,
      delivered: 0,
      failed: 1,
      quarantined: 0,
    });

    crm.behaviour.status = 200;
    await waitFor(async () => expect((await app.store.get(id))?.delivery.status).toBe('delivered'));
    const failures = crm.requests.filter((r) => r.status === 500).length;
    // Several more polling rounds send nothing again, and the lead is never due again.
    const worker = watchRounds(app.store);
    await worker.rounds(5);
    expect(await worker.dueEver()).toEqual([]);
    expect(crm.accepted()).toHaveLength(1);
    expect(crm.requests).toHaveLength(failures + 1);
    const lead = await app.store.get(id);
    expect(lead?.delivery.attempts).toBe(failures + 1);
    expect(lead?.delivery.deliveredAt).toEqual(expect.any(String));
  });

  it('stores and forwards a double submission once, answering both with the same id', async () => {
    const { app, crm } = await setup();
    const body = enquiry({ name: 'Double Click' });
    const [first, second] = await Promise.all([app.post('/api/enquiries', body), app.post('/api/enquiries', body)]);
    // The key is bound to what was first sent with it: other details under it are refused, not taken for the first lead.
    const third = await app.post('/api/enquiries', { ...body, detail: 'retried after a timeout' });

    for (const res of [first, second]) expect(res.statusCode).toBe(201);
    expect(second?.json()).toEqual(first?.json());
    expect([third.statusCode, third.json().error]).toEqual([409, 'key_reused']);
    expect(await app.store.list()).toHaveLength(1);

    await waitFor(() => expect(crm.accepted()).toHaveLength(1));
    const worker = watchRounds(app.store);
    await worker.rounds(5);
    expect(crm.requests).toHaveLength(1);
    expect(await worker.dueEver()).toEqual([]);
  });

  it('answers a honeypot submission like a success but never forwards it', async () => {
    const { app, crm } = await setup();
    const res = await app.post('/api/enquiries', enquiry({ website: 'http://cheap-pills.example' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(res.json()).toEqual({ id, status: 'stored' });

    // Whole delivery rounds ran since it was stored, and it is never due.
    const worker = watchRounds(app.store);
    await worker.rounds(3);
    expect(crm.requests).toHaveLength(0);
    expect(await worker.dueEver()).toEqual([]);
    const lead = await app.store.get(id);
    expect(lead).toMatchObject({ spam: true, delivery: { status: 'spam', attempts: 0 } });
    expect(lead?.payload).not.toHaveProperty('website');
    expect(lead?.payload).not.toHaveProperty('idempotencyKey');
    expect(await app.store.retry(id)).toBe('spam');
  });

  it('keeps leads stored and sends nothing when no CRM is configured', async () => {
    const started = (app = await startApp());
    const { id } = (await started.post('/api/enquiries', enquiry())).json<{ id: string }>();
    // No worker at all: nothing can claim or send the lead, which waits for a CRM to be set.
    expect(started.app.delivery).toBeNull();
    expect((await started.store.get(id))?.delivery).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
