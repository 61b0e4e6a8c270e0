import type { Db } from './database.ts';
import type { PaymentRow } from './ledger.ts';
import { parseIsoToUs } from '../time.ts';
import { httpError } from '../errors.ts';
import { field, lastQueryValues, readModel } from '../validation.ts';

/** Query parameters as Fastify hands them over: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

const SORT_FIELDS: Record<string, string> = {
  created_at: 'created_us',
  updated_at: 'updated_us',
  amount: 'amount',
  fee: 'fee',
  memo: 'memo',
  time: 'time_us',
  tag: 'tag',
};

const FILTER_FIELDS: Record<string, { column: string; kind: 'text' | 'int' | 'time' | 'labels' }> =
  {
    status: { column: 'status', kind: 'text' },
    tag: { column: 'tag', kind: 'text' },
    checking_id: { column: 'checking_id', kind: 'text' },
    amount: { column: 'amount', kind: 'int' },
    fee: { column: 'fee', kind: 'int' },
    memo: { column: 'memo', kind: 'text' },
    time: { column: 'time_us', kind: 'time' },
    preimage: { column: 'preimage', kind: 'text' },
    payment_hash: { column: 'payment_hash', kind: 'text' },
    wallet_id: { column: 'wallet_id', kind: 'text' },
    labels: { column: 'labels', kind: 'labels' },
  };

const COMPARISONS: Record<string, string> = {
  eq: '=',
  ne: '!=',
  gt: '>',
  lt: '<',
  ge: '>=',
  le: '<=',
};

export interface ListOptions {
  limit: number;
  offset: number;
  sortby?: string;
  direction?: 'asc' | 'desc';
  search?: string;
}

interface Where {
  clauses: string[];
  params: unknown[];
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/**
 * Reads limit/offset/sortby/direction/search the way LNbits' `parse_filters` does: optional
 * integers without bounds (SQLite reads `LIMIT -1` as no limit and a negative offset as 0),
 * `direction` a `Literal["asc", "desc"]`, and an unknown sort field refused by the `Filters`
 * model's root validator, whose `ValidationError` LNbits answers as a plain string.
 */
export function readListOptions(
  query: RawQuery,
  defaults: { limit: number; sortby?: string; direction?: 'asc' | 'desc' },
): ListOptions {
  const read = readModel(
    {
      limit: field.int().optional(),
      offset: field.int().optional(),
      sortby: field.str().optional(),
      direction: field.oneOf(['asc', 'desc']).optional(),
      search: field.str().optional(),
    },
    lastQueryValues(query),
    { where: 'query' },
  );
  const sortby = read.sortby ?? defaults.sortby;
  if (sortby !== undefined && !(sortby in SORT_FIELDS)) {
    throw httpError(
      400,
      '1 validation error for Filters\n__root__\n  Invalid sort field (type=value_error)',
    );
  }
  return {
    limit: read.limit ?? defaults.limit,
    offset: Math.max(0, read.offset ?? 0),
    sortby,
    direction: read.direction ?? defaults.direction,
    search: read.search || undefined,
  };
}

function convert(kind: 'text' | 'int' | 'time' | 'labels', value: string): unknown {
  if (kind === 'int') {
    const n = Number(value);
    return Number.isInteger(n) ? n : undefined;
  }
  if (kind === 'time') {
    return parseIsoToUs(value) ?? undefined;
  }
  return value;
}

/** `field=value` and `field[op]=value` filters; a bad field or value is dropped, as LNbits does. */
function addFilters(query: RawQuery, where: Where): void {
  for (const [key, rawValue] of Object.entries(query)) {
    const match = /^([a-z_]+)(?:\[([a-z]+)\])?$/.exec(key);
    if (!match) {
      continue;
    }
    const field = FILTER_FIELDS[match[1]!];
    if (!field) {
      continue;
    }
    const op = match[2] ?? 'eq';
    for (const value of asList(rawValue)) {
      if (field.kind === 'labels') {
        const labels = value.split(',').filter(Boolean);
        if (labels.length === 0) {
          continue;
        }
        const exists =
          'EXISTS (SELECT 1 FROM json_each(payments.labels) WHERE json_each.value = ?)';
        if (op === 'every' || op === 'eq') {
          for (const label of labels) {
            where.clauses.push(exists);
            where.params.push(label);
          }
        } else if (op === 'any' || op === 'in') {
          where.clauses.push(`(${labels.map(() => exists).join(' OR ')})`);
          where.params.push(...labels);
        } else if (op === 'ex' || op === 'ne') {
          where.clauses.push(`NOT (${labels.map(() => exists).join(' OR ')})`);
          where.params.push(...labels);
        }
        continue;
      }
      if (op in COMPARISONS) {
        const converted = convert(field.kind, value);
        if (converted === undefined) {
          continue;
        }
        where.clauses.push(`${field.column} ${COMPARISONS[op]} ?`);
        where.params.push(converted);
      } else if (op === 'in' || op === 'ex') {
        const values = value
          .split(',')
          .map((v) => convert(field.kind, v))
          .filter((v) => v !== undefined);
        if (values.length === 0) {
          continue;
        }
        where.clauses.push(
          `${field.column} ${op === 'in' ? 'IN' : 'NOT IN'} (${values.map(() => '?').join(', ')})`,
        );
        where.params.push(...values);
      } else if (op === 'like') {
        where.clauses.push(`${field.column} LIKE ?`);
        where.params.push(`%${value}%`);
      }
    }
  }
}

const SEARCH_COLUMNS = [
  'memo',
  'CAST(amount AS TEXT)',
  'wallet_id',
  'tag',
  'status',
  "strftime('%Y-%m-%dT%H:%M:%S', time_us / 1000000, 'unixepoch')",
  'labels',
];

export interface PaymentQuery {
  walletId: string;
  options: ListOptions;
  query: RawQuery;
  excludeFailed?: boolean;
}

export function buildWhere({ walletId, options, query, excludeFailed }: PaymentQuery): Where {
  const where: Where = { clauses: ['wallet_id = ?'], params: [walletId] };
  if (excludeFailed) {
    where.clauses.push("status != 'failed'");
  }
  addFilters(query, where);
  if (options.search) {
    where.clauses.push(`(${SEARCH_COLUMNS.map((c) => `${c} LIKE ?`).join(' OR ')})`);
    for (let i = 0; i < SEARCH_COLUMNS.length; i++) {
      where.params.push(`%${options.search}%`);
    }
  }
  return where;
}

export function queryPayments(
  db: Db,
  request: PaymentQuery,
): { rows: PaymentRow[]; total: number } {
  const where = buildWhere(request);
  const whereSql = where.clauses.join(' AND ');
  const { sortby, direction, limit, offset } = request.options;
  const order = sortby
    ? `ORDER BY ${SORT_FIELDS[sortby]} ${direction === 'desc' ? 'DESC' : 'ASC'}, seq ${direction === 'desc' ? 'DESC' : 'ASC'}`
    : 'ORDER BY seq';
  const rows = db
    .prepare(`SELECT * FROM payments WHERE ${whereSql} ${order} LIMIT ? OFFSET ?`)
    .all(...where.params, limit, offset) as PaymentRow[];
  // LNbits reports total 0 when the page is empty, even past the end of a non-empty list.
  if (rows.length === 0) {
    return { rows, total: 0 };
  }
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM payments WHERE ${whereSql}`).get(...where.params) as {
      n: number;
    }
  ).n;
  return { rows, total };
}

/** Rows matching a payment hash or checking id, lowest amount first (the outgoing row). */
export function paymentsMatching(
  db: Db,
  hashOrCheckingId: string,
  walletId?: string,
): PaymentRow[] {
  const sql = `SELECT * FROM payments WHERE (payment_hash = ? OR checking_id = ?)${walletId ? ' AND wallet_id = ?' : ''} ORDER BY amount ASC`;
  const params = walletId
    ? [hashOrCheckingId, hashOrCheckingId, walletId]
    : [hashOrCheckingId, hashOrCheckingId];
  return db.prepare(sql).all(...params) as PaymentRow[];
}
