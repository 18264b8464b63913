// `npm run ledger:verify`: proves the ledger sound on the database the configuration names (DATA_DIR
// or DATABASE_URL): every posting sums to zero, every cached balance equals its entries, and no
// account that may not go below zero is below it (decision 0018, 0039). Prints what is wrong and
// exits 1; prints the number of accounts checked and exits 0 when it is sound. Run it after a
// restore, before money operations reopen (docs/operations.md).
import { count } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/database.ts';
import { ledgerAccounts } from './platform/ledger/ledger.tables.ts';
import { verifyLedger } from './platform/ledger/ledger.ts';
import { runCommand } from './run-command.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const problems = await verifyLedger(database.db);
    const [accounts] = await database.db.select({ total: count() }).from(ledgerAccounts);
    for (const problem of problems) console.log(`${problem.kind}\t${problem.subject}\t${problem.detail}`);
    console.log(
      problems.length === 0
        ? `The ledger is sound: ${accounts?.total ?? 0} accounts checked.`
        : `The ledger has ${problems.length} problem(s).`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
