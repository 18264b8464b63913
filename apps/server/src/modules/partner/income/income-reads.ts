import { type Language, MIN_WITHDRAWAL_FEN, withdrawalAmount, withdrawalBreakdown } from '@tallybook/domain';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { ledgerAccounts } from '../../../platform/ledger/ledger.tables.ts';
import { serviceNames } from '../../catalogue/index.ts';
import { shopNamesOf } from '../../tenancy/index.ts';
import { type partners, promoters } from '../partner.tables.ts';
import { partnerRebates } from '../partner-income.tables.ts';
import {
  INCOME_POSTING_KINDS,
  type IncomePostingKind,
  type IncomeSettings,
  LINE_ACCOUNT,
  type PartnerAccountName,
  partnerAccounts,
} from './income-accounts.ts';
import { payeeOf } from './payee.ts';

type IncomeLineType = (typeof INCOME_POSTING_KINDS)[IncomePostingKind];

/** The partner's five balances in fen, read from the ledger's accounts (0 for an account never posted to). */
export async function partnerBalances(db: Db, partnerId: number): Promise<Record<PartnerAccountName, number>> {
  const accounts = partnerAccounts(partnerId);
  const codes = Object.values(accounts).map((account) => account.code);
  const rows = await db
    .select({ code: ledgerAccounts.code, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  const of = (name: PartnerAccountName) => rows.find((row) => row.code === accounts[name].code)?.balanceFen ?? 0;
  return {
    pending: of('pending'),
    withdrawable: of('withdrawable'),
    withdrawing: of('withdrawing'),
    paidOut: of('paidOut'),
    taxWithheld: of('taxWithheld'),
  };
}

/**
 * Share detail (rebate-info, spec §3): the partner's shares newest first, each with its order, the
 * customer's shop, the service, the base, rate and amount, its state and the rebate period's end,
 * and the referrer (the team promoter whose link brought the customer); with the cumulative share
 * (every share not reversed) and the cumulative income (what has matured: withdrawable, withdrawing,
 * paid out and withheld).
 */
export async function rebateInfo(db: Db, partnerId: number, query: { page: number; rows: number }, language: Language) {
  const mine = eq(partnerRebates.partnerId, partnerId);
  const [rows, [total], [cumulative], balances, services] = await Promise.all([
    db
      .select({ rebate: partnerRebates, referrer: promoters.nickname })
      .from(partnerRebates)
      .leftJoin(promoters, eq(promoters.id, partnerRebates.promoterId))
      .where(mine)
      .orderBy(desc(partnerRebates.earnedAt), desc(partnerRebates.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ total: count() }).from(partnerRebates).where(mine),
    db
      .select({ sum: sql<string>`coalesce(sum(${partnerRebates.amountFen}), 0)` })
      .from(partnerRebates)
      .where(and(mine, ne(partnerRebates.state, 'reversed'))),
    partnerBalances(db, partnerId),
    serviceNames(db, language),
  ]);
  const shops = await shopNamesOf(
    db,
    rows.map(({ rebate }) => rebate.merchantId),
  );
  return {
    list: rows.map(({ rebate, referrer }) => ({
      id: rebate.id,
      orderNo: rebate.orderNo,
      merchantName: shops.get(rebate.merchantId) ?? '',
      serviceName:
        services.find((service) => service.serviceNumber === rebate.serviceNumber)?.name ?? rebate.serviceNumber,
      baseFen: rebate.baseFen,
      rateBp: rebate.rateBp,
      amountFen: rebate.amountFen,
      kind: rebate.kind,
      state: rebate.state,
      earnedAt: rebate.earnedAt.toISOString(),
      rebatePeriodEnd: rebate.maturesAt.toISOString(),
      referrer: referrer ?? null,
    })),
    total: total?.total ?? 0,
    cumulativeShareFen: Number(cumulative?.sum ?? 0),
    cumulativeIncomeFen: balances.withdrawable + balances.withdrawing + balances.paidOut + balances.taxWithheld,
  };
}

const CHINA_OFFSET = '+08:00';

/** A month's first instant in China time, and the next month's: `2026-11` → [2026-11-01, 2026-12-01). */
function monthStart(month: string, next = false): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + (next ? 1 : 0);
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01T00:00:00${CHINA_OFFSET}`;
}

/** The partner's income postings: each line on the account its type is read on, between the months asked for. */
function incomeLines(
  partnerId: number,
  query: { from?: string | undefined; to?: string | undefined; type?: string | undefined },
) {
  const accounts = partnerAccounts(partnerId);
  const kinds = (Object.keys(INCOME_POSTING_KINDS) as IncomePostingKind[]).filter(
    (kind) => !query.type || INCOME_POSTING_KINDS[kind] === query.type,
  );
  const accountOfKind = sql.join(
    kinds.map((kind) => sql`when ${kind} then ${accounts[LINE_ACCOUNT[INCOME_POSTING_KINDS[kind]]].code}`),
    sql` `,
  );
  return sql`from ledger_postings p
    join ledger_entries e on e.posting_id = p.id
    join ledger_accounts a on a.id = e.account_id
    where p.kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})
      and a.code = case p.kind ${accountOfKind} end
      ${query.from ? sql`and p.posted_at >= ${monthStart(query.from)}::timestamptz` : sql``}
      ${query.to ? sql`and p.posted_at < ${monthStart(query.to, true)}::timestamptz` : sql``}`;
}

/**
 * The income ledger's lines (serial-list): one per movement of the partner's money, newest first,
 * signed as it moves the money of its type (a share +, a withdrawal −, a payment + the net paid).
 */
export async function serialList(
  db: Db,
  partnerId: number,
  query: { from?: string | undefined; to?: string | undefined; type?: string | undefined; page: number; rows: number },
) {
  const rows = await queryRows<{
    id: number;
    kind: IncomePostingKind;
    memo: string;
    posted_at: string | Date;
    amount_fen: number;
    total: number;
  }>(
    db,
    sql`select p.id, p.kind, p.memo, p.posted_at, -e.amount_fen as amount_fen, count(*) over () as total
        ${incomeLines(partnerId, query)}
        order by p.posted_at desc, p.id desc
        limit ${query.rows} offset ${(query.page - 1) * query.rows}`,
  );
  return {
    list: rows.map((row) => {
      const type: IncomeLineType = INCOME_POSTING_KINDS[row.kind];
      const forWithdrawal = type.startsWith('withdrawal');
      return {
        id: Number(row.id),
        type,
        amountFen: Number(row.amount_fen),
        at: new Date(row.posted_at).toISOString(),
        orderNo: forWithdrawal ? null : row.memo,
        withdrawalNo: forWithdrawal ? row.memo : null,
        memo: row.memo,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Income totals (serial-sum): the five balances now, and each line type's sum between the months asked for. */
export async function serialSum(
  db: Db,
  partnerId: number,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const [balances, byType] = await Promise.all([
    partnerBalances(db, partnerId),
    queryRows<{ kind: IncomePostingKind; amount_fen: number }>(
      db,
      sql`select p.kind, sum(-e.amount_fen) as amount_fen ${incomeLines(partnerId, query)} group by p.kind`,
    ),
  ]);
  return {
    pendingFen: balances.pending,
    withdrawableFen: balances.withdrawable,
    withdrawingFen: balances.withdrawing,
    paidOutFen: balances.paidOut,
    taxWithheldFen: balances.taxWithheld,
    byType: (Object.keys(INCOME_POSTING_KINDS) as IncomePostingKind[]).map((kind) => ({
      type: INCOME_POSTING_KINDS[kind],
      amountFen: Number(byType.find((row) => row.kind === kind)?.amount_fen ?? 0),
    })),
  };
}

/**
 * What the withdrawal screen shows before confirming (cash-apply-info): the withdrawable and
 * withdrawing balances, the minimum, the payee on file, and, for an amount typed, its tax and net.
 */
export async function cashApplyInfo(
  db: Db,
  partnerId: number,
  amount: string | undefined,
  settings: Pick<IncomeSettings, 'taxTable'>,
  language: Language,
) {
  const [balances, payee] = await Promise.all([partnerBalances(db, partnerId), payeeOf(db, partnerId, language)]);
  const typed = amount?.trim() ? withdrawalAmount(amount, Number.MAX_SAFE_INTEGER) : undefined;
  return {
    withdrawableFen: balances.withdrawable,
    withdrawingFen: balances.withdrawing,
    minimumFen: MIN_WITHDRAWAL_FEN,
    payee,
    preview: typed?.ok ? withdrawalBreakdown(typed.fen, settings.taxTable) : null,
  };
}

/** The partner's rates (service-award-info): its level's rate on every service, the parent's share and the rebate period. */
export async function serviceAwardInfo(
  db: Db,
  partner: Pick<typeof partners.$inferSelect, 'level'>,
  settings: Pick<IncomeSettings, 'rebateRatesBp' | 'parentShareBp' | 'rebatePeriodDays'>,
  language: Language,
) {
  const services = await serviceNames(db, language);
  const rateBp = settings.rebateRatesBp[partner.level];
  return {
    level: partner.level,
    list: services.map((service) => ({ serviceCode: service.serviceNumber, serviceName: service.name, rateBp })),
    parentShareBp: settings.parentShareBp,
    rebatePeriodDays: settings.rebatePeriodDays,
  };
}
