// `npm run payments:check`, beside `npm run ledger:verify` (decision 0087): on the database the
// configuration names (DATA_DIR or DATABASE_URL), lists the payments at a provider still pending past
// PAYMENT_PENDING_WINDOW_MINUTES and the refund_due payments older than an hour, which the payment
// jobs should have settled, closed or refunded. Exits 1 when there is any, 0 when there is none.
import { loadConfig } from './config.ts';
import { paymentsLeftBehind } from './modules/orders/index.ts';
import { openDatabase } from './platform/db/database.ts';
import { runCommand } from './run-command.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const left = await paymentsLeftBehind(database.db, config.paymentPendingWindowMinutes * 60_000);
    for (const payment of left) {
      console.log(
        [
          payment.kind,
          payment.tradeNo,
          payment.provider,
          `${payment.amountFen} fen`,
          `since ${payment.since.toISOString()}`,
          payment.refundFailure ?? '',
        ].join('\t'),
      );
    }
    const pending = left.filter(({ kind }) => kind === 'pending').length;
    console.log(
      `${pending} payment(s) pending past ${config.paymentPendingWindowMinutes} minutes, ` +
        `${left.length - pending} refund_due payment(s) older than an hour.`,
    );
    return left.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
