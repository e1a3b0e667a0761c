import { and, count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { looseInt, MAX_PAGE_SIZE } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { institutions } from '../../server/db/schema';
import { HttpError } from '../../server/errors';
import { listQuery, listReply, paginate, type ListOptions } from '../../server/http/list';
import { makeApp } from './helpers';

let app: BuiltApp;

/** Eight institutions made for these tests (no demo seed): names chosen to test search. */
const ROWS = [
  {
    name: 'Club Aurora',
    email: 'aurora@x.test',
    status: 1,
    created_at: new Date('2026-01-05T10:00:00Z'),
  },
  {
    name: 'Blue Note',
    email: 'blue@x.test',
    status: 0,
    created_at: new Date('2026-01-10T23:30:00Z'),
  },
  {
    name: '100% Party',
    email: 'pct@x.test',
    status: 1,
    created_at: new Date('2026-02-01T00:00:00Z'),
  },
  {
    name: 'Under_score Bar',
    email: 'us@x.test',
    status: 1,
    created_at: new Date('2026-02-15T12:00:00Z'),
  },
  {
    name: 'Underxscore Bar',
    email: 'ux@x.test',
    status: 0,
    created_at: new Date('2026-03-01T12:00:00Z'),
  },
  {
    name: 'Same Name',
    email: 'same1@x.test',
    status: 1,
    created_at: new Date('2026-03-02T12:00:00Z'),
  },
  {
    name: 'Same Name',
    email: 'same2@x.test',
    status: 1,
    created_at: new Date('2026-03-03T12:00:00Z'),
  },
  {
    name: 'Same Name',
    email: 'same3@x.test',
    status: 1,
    created_at: new Date('2026-03-04T12:00:00Z'),
  },
];

const options: ListOptions<{
  name: typeof institutions.name;
  status: typeof institutions.status;
  institution_id: typeof institutions.institution_id;
}> = {
  sortable: {
    name: institutions.name,
    status: institutions.status,
    institution_id: institutions.institution_id,
  },
  searchable: [institutions.name, institutions.email],
  defaultSort: 'name',
  filters: {
    status: { column: institutions.status, parse: looseInt },
    created: {
      column: institutions.created_at,
      parse: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD'),
      wholeDays: true,
    },
  },
};

/** What a list route does with listQuery: the rows' names and the reply's meta. */
async function list(query: Record<string, unknown>, scope?: SQL) {
  const lq = listQuery(query, options);
  const where = and(scope, lq.where);
  const rows = await paginate(
    app.db
      .select()
      .from(institutions)
      .where(where)
      .orderBy(...lq.orderBy)
      .$dynamic(),
    lq,
  );
  const [{ total }] = await app.db.select({ total: count() }).from(institutions).where(where);
  const reply = listReply(rows, total, lq);
  return {
    names: reply.data.map((r) => r.name),
    emails: reply.data.map((r) => r.email),
    meta: reply.meta,
  };
}

function errorOf(query: Record<string, unknown>): HttpError {
  try {
    listQuery(query, options);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

beforeAll(async () => {
  app = await makeApp({ seed: 'none' });
  await app.db.insert(institutions).values(ROWS);
});
afterAll(async () => {
  await app?.close();
});

describe('listQuery without page (legacy contract)', () => {
  it('returns the whole list sorted by the default column, without meta', async () => {
    const { names, meta } = await list({});
    expect(names).toEqual([
      '100% Party',
      'Blue Note',
      'Club Aurora',
      'Same Name',
      'Same Name',
      'Same Name',
      'Under_score Bar',
      'Underxscore Bar',
    ]);
    expect(meta).toBeUndefined();
  });

  it('still applies sort, order, q and filters', async () => {
    const { names, meta } = await list({ sort: 'name', order: 'desc', status: '0' });
    expect(names).toEqual(['Underxscore Bar', 'Blue Note']);
    expect(meta).toBeUndefined();
  });
});

describe('paging', () => {
  it('returns one page and meta {total, page, pageSize}', async () => {
    const { names, meta } = await list({ page: '2', pageSize: '3' });
    expect(names).toEqual(['Same Name', 'Same Name', 'Same Name']);
    expect(meta).toEqual({ total: 8, page: 2, pageSize: 3 });
  });

  it('breaks ties on the primary key so pages never repeat or skip a row', async () => {
    const pages = [];
    for (const page of ['1', '2', '3', '4']) {
      pages.push(...(await list({ page, pageSize: '2', sort: 'status' })).emails);
    }
    expect(new Set(pages).size).toBe(8);
    expect(pages.slice(0, 2)).toEqual(['blue@x.test', 'ux@x.test']);
  });

  it('defaults pageSize to 20 and refuses more than the maximum', async () => {
    expect((await list({ page: '1' })).meta).toEqual({ total: 8, page: 1, pageSize: 20 });
    const error = errorOf({ page: '1', pageSize: String(MAX_PAGE_SIZE + 1) });
    expect(error.statusCode).toBe(400);
    expect(error.errors?.[0].field).toBe('pageSize');
  });

  it('refuses a page that is not a positive integer', () => {
    expect(errorOf({ page: '0' }).errors?.[0].field).toBe('page');
    expect(errorOf({ page: 'x' }).errors?.[0].field).toBe('page');
  });
});

describe('sort', () => {
  it('refuses a column that is not sortable with 400 naming sort', () => {
    const error = errorOf({ sort: 'password_hash' });
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual([
      { field: 'sort', message: 'sort must be one of: name, status, institution_id' },
    ]);
    expect(errorOf({ sort: 'constructor' }).errors?.[0].field).toBe('sort');
  });

  it('refuses an order other than asc or desc', () => {
    expect(errorOf({ order: 'sideways' }).errors?.[0].field).toBe('order');
  });
});

describe('q', () => {
  it('searches the searchable columns case-insensitively', async () => {
    expect((await list({ q: 'AURORA' })).names).toEqual(['Club Aurora']);
    expect((await list({ q: 'blue@' })).names).toEqual(['Blue Note']);
  });

  it('needs every word somewhere, in any order', async () => {
    expect((await list({ q: 'aurora club' })).names).toEqual(['Club Aurora']);
    expect((await list({ q: 'aurora blue' })).names).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect((await list({ q: '100%' })).names).toEqual(['100% Party']);
    expect((await list({ q: '%' })).names).toEqual(['100% Party']);
    expect((await list({ q: 'under_' })).names).toEqual(['Under_score Bar']);
  });

  it('combines with a scope condition and paging', async () => {
    const { names, meta } = await list(
      { q: 'bar', page: '1', pageSize: '5' },
      eq(institutions.status, 1),
    );
    expect(names).toEqual(['Under_score Bar']);
    expect(meta).toEqual({ total: 1, page: 1, pageSize: 5 });
  });
});

describe('filters', () => {
  it('filters by one value, a comma list or repeated keys', async () => {
    expect((await list({ status: '0' })).names).toEqual(['Blue Note', 'Underxscore Bar']);
    expect((await list({ status: '0,1' })).names).toHaveLength(8);
    expect((await list({ status: ['0', '1'] })).names).toHaveLength(8);
  });

  it('filters a date range, the end day included whole', async () => {
    const { names } = await list({ created_from: '2026-01-10', created_to: '2026-02-01' });
    expect(names).toEqual(['100% Party', 'Blue Note']);
    expect((await list({ created_to: '2026-01-10' })).names).toEqual(['Blue Note', 'Club Aurora']);
    expect((await list({ created: '2026-01-10' })).names).toEqual(['Blue Note']);
    expect((await list({ created: '2026-01-10,2026-01-05' })).names).toEqual([
      'Blue Note',
      'Club Aurora',
    ]);
  });

  it('refuses a value its schema rejects with 400 naming the key', () => {
    const error = errorOf({ status: 'active' });
    expect(error.statusCode).toBe(400);
    expect(error.errors?.[0].field).toBe('status');
    expect(errorOf({ created_from: '01/02/2026' }).errors).toEqual([
      { field: 'created_from', message: 'Use the format YYYY-MM-DD' },
    ]);
  });

  it('ignores query keys that are not filters', async () => {
    expect((await list({ force: 'true', email: 'blue@x.test' })).names).toHaveLength(8);
  });
});
