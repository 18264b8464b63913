import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

/**
 * Money is integer fen (ARCHITECTURE.md), and a column holding it says so: its name ends in `_fen`
 * and its type is bigint. A column whose name speaks of money (price, amount, discount, balance,
 * threshold, spend, fee, rebate, total, cost) and does not is a defect. A record's number (`…_no`,
 * such as a withdrawal's) names a record, not an amount.
 */
const MONEY_WORDS = /(price|amount|discount|balance|threshold|spend|fee|rebate|total|award|withdraw|cost)/;

interface Column {
  table: string;
  name: string;
  type: string;
}

/** The columns that speak of money but do not end in _fen, or end in _fen and are not bigint. */
function moneyColumnProblems(columns: Column[]): string[] {
  return columns
    .filter((column) => (MONEY_WORDS.test(column.name) && !column.name.endsWith('_no')) || column.name.endsWith('_fen'))
    .filter((column) => !column.name.endsWith('_fen') || column.type !== 'bigint')
    .map((column) => `${column.table}.${column.name} (${column.type})`);
}

const tables = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as PgTable[];
const sqlName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe('money columns', () => {
  const columns = tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => ({
      table: config.name,
      name: sqlName(column.name),
      type: column.getSQLType(),
    }));
  });

  it('finds the money columns of the mall and the ledger', () => {
    const fen = columns.filter((column) => column.name.endsWith('_fen')).map((c) => `${c.table}.${c.name}`);
    expect(fen).toEqual(
      expect.arrayContaining([
        'mall_skus.price_fen',
        'mall_orders.final_amount_fen',
        'mall_payments.amount_fen',
        'ledger_entries.amount_fen',
      ]),
    );
  });

  it('names every money column *_fen and keeps it in bigint', () => {
    expect(moneyColumnProblems(columns), 'a money column ends in _fen and is bigint').toEqual([]);
  });

  it('catches a money column named without _fen, or a _fen column that is not bigint', () => {
    const bad: Column[] = [
      { table: 'mall_skus', name: 'price', type: 'bigint' },
      { table: 'mall_orders', name: 'final_amount', type: 'bigint' },
      { table: 'mall_orders', name: 'discount', type: 'bigint' },
      { table: 'ledger_accounts', name: 'balance', type: 'bigint' },
      { table: 'mall_coupons', name: 'threshold', type: 'bigint' },
      { table: 'mall_payments', name: 'amount_fen', type: 'integer' },
    ];
    expect(moneyColumnProblems(bad)).toEqual([
      'mall_skus.price (bigint)',
      'mall_orders.final_amount (bigint)',
      'mall_orders.discount (bigint)',
      'ledger_accounts.balance (bigint)',
      'mall_coupons.threshold (bigint)',
      'mall_payments.amount_fen (integer)',
    ]);
    expect(moneyColumnProblems([{ table: 'mall_skus', name: 'price_fen', type: 'bigint' }])).toEqual([]);
    // a record's number is not an amount; an amount whose name ends otherwise still is one
    expect(moneyColumnProblems([{ table: 'partner_withdrawals', name: 'withdrawal_no', type: 'text' }])).toEqual([]);
    expect(moneyColumnProblems([{ table: 'partner_withdrawals', name: 'withdrawal_amount', type: 'bigint' }])).toEqual([
      'partner_withdrawals.withdrawal_amount (bigint)',
    ]);
  });
});
