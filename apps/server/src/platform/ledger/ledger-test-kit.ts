import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { type AccountSpec, post } from './ledger.ts';

/**
 * Puts `fen` on `account` straight on the ledger, taken from `from`, in one balanced posting of
 * `kind`: money a test starts from, without the flow that would have earned it.
 */
export async function fund(
  db: Db,
  account: AccountSpec,
  fen: number,
  { from, kind }: { from: AccountSpec; kind: string },
) {
  await post(db, {
    reference: `test-fund:${account.code}:${randomUUID()}`,
    kind,
    memo: 'test',
    lines: [
      { account: from, amountFen: fen },
      { account, amountFen: -fen },
    ],
  });
}
