import { ADMIN_PAGE_DEFAULT } from '@daybook/domain';
import type { FastifyReply } from 'fastify';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/**
 * json-server style lists (the admin console's, ADR 0010): paging, sorting, `q` and `id` keys over a
 * query a feature's repository builds. Knows no feature.
 */

/** The json-server list keys every admin list takes (packages/domain listQuery). */
export interface ListKeys<S extends string = string> {
  _start: number;
  _end?: number | undefined;
  _sort?: S | undefined;
  _order?: 'ASC' | 'DESC' | undefined;
  q?: string | undefined;
  id?: number[] | undefined;
}

/** `lower(column) LIKE %text%`, with the text's own % and _ taken literally; the same on both dialects. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const escaped = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/**
 * One page of a filtered query: the total before paging (for `X-Total-Count`) and the rows in the
 * requested order (`columns` maps each allowed sort key to a column), the id breaking ties.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  keys: ListKeys,
  columns: Record<string, string>,
  defaults: { sort: string; order: 'ASC' | 'DESC'; id: string },
): Promise<{ rows: O[]; total: number }> {
  const counted = (await base.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('n')).executeTakeFirst()) as
    | { n: number | string }
    | undefined;
  const total = Number(counted?.n ?? 0);
  const order = keys._order ?? defaults.order;
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const column = columns[keys._sort ?? defaults.sort] ?? defaults.id;
  const end = keys._end ?? keys._start + ADMIN_PAGE_DEFAULT;
  const rows = await base
    .orderBy(sql.ref(column), direction)
    .orderBy(sql.ref(defaults.id), direction)
    .limit(Math.max(0, end - keys._start))
    .offset(keys._start)
    .execute();
  return { rows, total };
}

/** Sends a list page the json-server way: the array, and the total in `X-Total-Count`. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  reply.header('access-control-expose-headers', 'X-Total-Count');
  return page.rows;
}

/**
 * The `id` (json-server getMany) and `q` keys of a list, applied before the resource's own
 * filters: `q` matches any of the `searched` columns.
 */
export function keyFilters<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  keys: ListKeys,
  idColumn: string,
  searched: readonly [string, ...string[]],
): SelectQueryBuilder<DB, TB, O> {
  let query = base;
  if (keys.id) query = query.where(sql.ref(idColumn), 'in', keys.id as never);
  const q = keys.q;
  if (q?.trim()) {
    const [only, ...more] = searched;
    query =
      more.length === 0
        ? query.where(contains(only, q))
        : query.where((eb) => eb.or(searched.map((column) => contains(column, q))));
  }
  return query;
}

/** One page of a list (see listPage), each row presented for the API. */
export async function listRecords<DB, TB extends keyof DB, O, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  keys: ListKeys,
  columns: Record<string, string>,
  defaults: { sort: string; order: 'ASC' | 'DESC'; id: string },
  present: (row: O) => T,
): Promise<{ rows: T[]; total: number }> {
  const page = await listPage(base, keys, columns, defaults);
  return { rows: page.rows.map(present), total: page.total };
}
