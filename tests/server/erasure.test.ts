import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RetentionJob } from '../../server/leads/retention';
import { enquiry, newKey, review, runNode, startApp } from './helpers';

/**
 * Five people, each with an enquiry and a review. Their details are long enough, and sent often
 * enough, that the store splits and moves pages while writing them, as it does in real use.
 */
const people = [1, 2, 3, 4, 5].map((n) => ({
  name: `Person${n} Surname${n}`,
  email: `person${n}.mail${n}@example.in`,
  // In the form the intake stores it (lib/shared/phone.ts), so its bytes can be looked for.
  phone: `+919${n}${n}${n}${n}0${n}${n}${n}${n}`,
  story: `Review${n} text ${n}${n}${n}`,
}));

/** What of a person's data is readable in the raw bytes of the database file or its WAL. */
function readableIn(file: string, person: (typeof people)[number]): string[] {
  const files = [file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path));
  return [person.name, person.email, person.phone, person.story].filter((text) =>
    files.some((bytes) => bytes.includes(Buffer.from(text))),
  );
}

/**
 * The service, with every person's enquiries and reviews sent through the intake; those of the
 * first `old` people stored as received two years ago and delivered since.
 */
async function intakeWithPeople(old = 0) {
  const intake = await startApp({ RATE_LIMIT_MAX: '1000' });
  const longAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
  for (let round = 0; round < 4; round++) {
    for (const [index, p] of people.entries()) {
      const detail = `${round}: ${'household goods, '.repeat(20)}`;
      const { idempotencyKey, website, ...asked } = enquiry({ name: p.name, email: p.email, phone: p.phone, detail });
      const { idempotencyKey: reviewKey, ...reviewed } = review({ name: p.name, description: `${p.story} ${detail}` });
      if (index < old) {
        for (const [kind, payload] of [
          ['enquiry', asked],
          ['review', reviewed],
        ] as const) {
          const { id } = await intake.store.saveLead({ kind, idempotencyKey: newKey(), payload, spam: false }, longAgo);
          await intake.store.markDelivered(id, longAgo);
        }
      } else {
        expect((await intake.post('/api/enquiries', { ...asked, idempotencyKey, website })).statusCode).toBe(201);
        expect((await intake.post('/api/reviews', { ...reviewed, idempotencyKey: reviewKey })).statusCode).toBe(201);
      }
    }
  }
  return intake;
}

describe('erasure', () => {
  it('npm run leads -- delete leaves nothing of the deleted people in the file or its WAL, reviews included', async () => {
    const intake = await intakeWithPeople();
    try {
      const file = intake.settings.leadsDb;
      for (const p of people) expect(readableIn(file, p)).toEqual([p.name, p.email, p.phone, p.story]);
      const cli = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: file });
      const [first, second, third] = people;
      const done = [
        await cli('delete', '--email', first!.email, '--phone', first!.phone, '--name', first!.name),
        await cli('delete', '--phone', second!.phone.replaceAll(' ', ''), '--name', second!.name.toUpperCase()),
        await cli('delete', '--email', third!.email.toUpperCase(), '--name', ` ${third!.name.replace(' ', '  ')} `),
      ];
      for (const result of done) {
        expect(result.code, result.stderr).toBe(0);
        // Four enquiries and four reviews each.
        expect(result.stdout).toMatch(/^Deleted 8 leads with /);
      }
      // The service keeps running meanwhile, and what it holds of the others is untouched.
      expect((await intake.post('/api/enquiries', enquiry())).statusCode).toBe(201);
      for (const p of people.slice(0, 3)) expect(readableIn(file, p), p.name).toEqual([]);
      for (const p of people.slice(3)) expect(readableIn(file, p)).toEqual([p.name, p.email, p.phone, p.story]);
      const left = await intake.store.list();
      expect(left).toHaveLength(2 * 8 + 1);
      expect(new Set(left.map((lead) => lead.payload.name))).toEqual(
        new Set([people[3]!.name, people[4]!.name, 'Asha Verma']),
      );
    } finally {
      await intake.close();
    }
  });

  it('the retention purge leaves nothing of the purged leads in the file or its WAL', async () => {
    const intake = await intakeWithPeople(3);
    try {
      const file = intake.settings.leadsDb;
      for (const p of people) expect(readableIn(file, p)).toEqual([p.name, p.email, p.phone, p.story]);
      const log = { info: () => {}, warn: () => {}, error: () => {} };
      // The service's own daily purge.
      const result = await new RetentionJob(intake.store, 365, log as never).run();
      expect(result).toEqual({ purged: 3 * 8, undeliveredKept: 0 });
      for (const p of people.slice(0, 3)) expect(readableIn(file, p), p.name).toEqual([]);
      for (const p of people.slice(3)) expect(readableIn(file, p)).toEqual([p.name, p.email, p.phone, p.story]);
    } finally {
      await intake.close();
    }
  });
});
