import { expect, it } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres';
import { freshDatabase } from './postgres';

it('stores a lead in PostgreSQL and reads it back', async () => {
  const store = await openPostgresStore(await freshDatabase(), { channels: ['email', 'ack'] });
  const saved = await store.saveLead({
    kind: 'enquiry',
    idempotencyKey: 'k1',
    payload: { name: 'A', page: '/' },
    spam: false,
  });
  expect(saved.created).toBe(true);
  const again = await store.saveLead({
    kind: 'enquiry',
    idempotencyKey: 'k1',
    payload: { name: 'A', page: '/' },
    spam: false,
  });
  expect(again).toEqual({ id: saved.id, created: false });
  const lead = await store.get(saved.id);
  expect(lead?.payload).toEqual({ name: 'A', page: '/' });
  await store.close();
});
