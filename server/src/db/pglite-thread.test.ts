import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from './pglite-thread';

let thread: Awaited<ReturnType<typeof openPgliteThread>>;
beforeAll(async () => {
  thread = await openPgliteThread('memory://');
  await thread.client.query('create table notes (id integer primary key, body text not null)');
});
afterAll(() => thread.close());

const count = async () =>
  ((await thread.client.query('select count(*)::int as n from notes')).rows[0] as { n: number }).n;

describe('PGlite on its own thread', () => {
  it('answers queries with parameters, in object or array rows', async () => {
    await thread.client.query('insert into notes values ($1, $2)', [1, 'una']);
    const objects = await thread.client.query('select id, body from notes where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, body: 'una' }]);
    const arrays = await thread.client.query('select id, body from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'una']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'body']);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    const before = await count();
    await thread.client.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [10, 'commit']);
    });
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [11, 'rollback']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 1);
  });

  it('keeps other queries waiting until an open transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await thread.client.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [20, 'inside']);
      outside = thread.client.query('select 1').then(() => order.push('outside'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('inside done');
    });
    await outside;
    expect(order).toEqual(['inside done', 'outside']);
  });

  it('passes PostgreSQL errors back with their code', async () => {
    await expect(
      thread.client.query('insert into notes values ($1, $2)', [1, 'again']),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('gives drizzle the text of timestamps, which it maps itself', async () => {
    const result = await thread.client.query("select timestamptz '2026-11-22 08:00:00+08' as at", [], {
      rowMode: 'object',
      parsers: {},
    });
    expect(typeof (result.rows[0] as { at: unknown }).at).toBe('string');
  });
});
