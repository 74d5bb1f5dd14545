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

  // Statements run again are kept prepared by name (pglite-statements.mjs): these pin down that a
  // kept statement answers as a fresh one would.
  it('answers a statement run again with its new parameters, counting the rows it changed', async () => {
    await thread.client.query('insert into notes values ($1, $2), ($3, $4)', [30, 'a', 31, 'b']);
    const update = 'update notes set body = $1 where id >= $2 and id <= $3';
    expect((await thread.client.query(update, ['x', 30, 31])).affectedRows).toBe(2);
    expect((await thread.client.query(update, ['y', 31, 31])).affectedRows).toBe(1);
    const read = 'select body from notes where id = $1';
    expect((await thread.client.query(read, [30])).rows).toEqual([{ body: 'x' }]);
    expect((await thread.client.query(read, [31])).rows).toEqual([{ body: 'y' }]);
    expect((await thread.client.query(read, [999])).rows).toEqual([]);
  });

  it('serialises dates, booleans, JSON and nulls by the parameter types, as PGlite does', async () => {
    const sql = 'select $1::timestamptz as at, $2::boolean as yes, $3::jsonb as doc, $4::text as none';
    for (const day of [1, 2]) {
      const at = new Date(Date.UTC(2026, 0, day, 12));
      const { rows } = await thread.client.query(sql, [at, day === 1, { day }, null]);
      expect(rows).toEqual([{ at, yes: day === 1, doc: { day }, none: null }]);
    }
  });

  it('sees a changed table after DDL, and a failed statement does not poison the next run', async () => {
    const read = 'select * from notes where id = $1';
    expect(Object.keys((await thread.client.query(read, [1])).rows[0] as object)).toEqual(['id', 'body']);
    await thread.client.query("alter table notes add column tag text not null default 'n'");
    expect((await thread.client.query(read, [1])).rows).toEqual([{ id: 1, body: 'una', tag: 'n' }]);
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await expect(thread.client.query(insert, [1, 'dup'])).rejects.toMatchObject({ code: '23505' });
    await thread.client.query(insert, [40, 'fine']);
    expect((await thread.client.query(read, [40])).rows).toEqual([{ id: 40, body: 'fine', tag: 'n' }]);
    await expect(thread.client.query('select nope from notes')).rejects.toMatchObject({ code: '42703' });
  });

  it('rolls back a kept statement run inside a transaction, and reuses it after', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    const before = await count();
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query(insert, [50, 'in tx']);
        await tx.query(insert, [50, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    await thread.client.transaction((tx) => tx.query(insert, [51, 'kept']));
    expect(await count()).toBe(before + 1);
  });
});
