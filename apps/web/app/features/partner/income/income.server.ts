import { randomUUID } from 'node:crypto';
import {
  BANK_CODES,
  type CashApplyInfo,
  type Language,
  message,
  type PartnerWithdrawal,
  type RebateInfo,
  type SerialList,
  type SerialSum,
  type ServiceAwardInfo,
  type WebLoadContext,
  type WithdrawList,
  withdrawalAmount,
} from '@tallybook/domain';
import { pageNamespaces } from '../../../i18n/catalogues.server';
import { pageSeo } from '../../../i18n/seo.server';
import type { HttpClient } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { requirePartner } from '../partner-session.server';
import type { IncomeScreenData, OpenIncomeList } from './income-data';
import { type BankOption, INCOME_INTENTS, type IncomeFormAnswer, isIdempotencyKey } from './income-forms';
import { type IncomeView, incomeView, listQueryOf } from './income-view';

const P = '/ommall/promoter';

/**
 * The page of the ledger (serial-list) or of the withdrawals (withdraw-list) the address opens; null
 * for the shares, which come with rebate-info.
 */
async function ledgerOrWithdrawals(
  api: HttpClient,
  view: IncomeView,
): Promise<{ open: OpenIncomeList; problem: string } | null> {
  const query = listQueryOf(view);
  if (view.list === 'ledger') {
    const found = await api.get<SerialList>(`${P}/serial-list`, { query });
    const page = found.ok && found.data ? found.data : { list: [], total: 0 };
    return { open: { list: 'ledger', rows: page.list, total: page.total }, problem: found.ok ? '' : found.msg };
  }
  if (view.list === 'withdrawals') {
    const found = await api.get<WithdrawList>(`${P}/withdraw-list`, { query });
    const page = found.ok && found.data ? found.data : { list: [], total: 0 };
    return { open: { list: 'withdrawals', rows: page.list, total: page.total }, problem: found.ok ? '' : found.msg };
  }
  return null;
}

/**
 * spec §2 /agent/divide, §3 Withdrawal and Share detail: the partner's balances (serial-sum) and
 * cumulative share and income (rebate-info), what it may withdraw and to whom (cash-apply-info), its
 * rates and rebate period (service-award-info), the banks of the payee form (bank-name-search), and
 * the list the address opens: shares (rebate-info), the ledger (serial-list) or withdrawals
 * (withdraw-list). A visitor or an account that is not a partner goes to the partner login.
 */
export async function loadPartnerIncome(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const view = incomeView(new URL(request.url).searchParams);
  const [sum, shares, cash, rates, banks, otherList] = await Promise.all([
    api.get<SerialSum>(`${P}/serial-sum`),
    // the cumulative share and income come with the shares; the first share is enough when another list is open
    api.get<RebateInfo>(`${P}/rebate-info`, {
      query: view.list === 'shares' ? listQueryOf(view) : { page: 1, rows: 1 },
    }),
    api.get<CashApplyInfo>(`${P}/cash-apply-info`),
    api.get<ServiceAwardInfo>(`${P}/service-award-info`),
    api.post<{ list: BankOption[] }>(`${P}/bank-name-search`, { keyword: '' }),
    ledgerOrWithdrawals(api, view),
  ]);
  const balances = dataOf(sum);
  const shareInfo = dataOf(shares);
  const withdrawal = dataOf(cash);
  const { open, problem } = otherList ?? {
    open: { list: 'shares', rows: shareInfo.list, total: shareInfo.total } satisfies OpenIncomeList,
    problem: '',
  };
  const screen: IncomeScreenData = {
    language,
    view,
    balances: {
      pendingFen: balances.pendingFen,
      withdrawableFen: balances.withdrawableFen,
      withdrawingFen: balances.withdrawingFen,
      paidOutFen: balances.paidOutFen,
      taxWithheldFen: balances.taxWithheldFen,
      cumulativeShareFen: shareInfo.cumulativeShareFen,
      cumulativeIncomeFen: shareInfo.cumulativeIncomeFen,
    },
    withdrawal: {
      withdrawableFen: withdrawal.withdrawableFen,
      minimumFen: withdrawal.minimumFen,
      payee: withdrawal.payee,
    },
    rates: dataOf(rates),
    banks: banks.ok ? (banks.data?.list ?? []) : [],
    open,
    listProblem: problem,
  };
  return {
    ...screen,
    seo: pageSeo(request, 'partner-income'),
    messages: pageNamespaces('partner-income', 'ui'),
  };
}

const refused = (intent: IncomeFormAnswer['intent'], problem: string): IncomeFormAnswer => ({
  intent,
  ok: false,
  problem,
});

/**
 * The withdrawal's preview (cash-apply-info?amount=): refused as the withdrawal itself would be, in
 * its order (spec §5: no payee first, then the amount against the withdrawable balance and the
 * minimum); else the tax withheld and the net amount, with the key its confirmation is sent with.
 */
async function previewWithdrawal(api: HttpClient, amount: string, language: Language): Promise<IncomeFormAnswer> {
  const intent = INCOME_INTENTS.previewWithdrawal;
  const info = await api.get<CashApplyInfo>(`${P}/cash-apply-info`, { query: { amount } });
  if (!info.ok || !info.data) return refused(intent, info.msg);
  if (!info.data.payee) return refused(intent, message(language, 'bankDetailsRequired'));
  const checked = withdrawalAmount(amount, info.data.withdrawableFen);
  if (!checked.ok) return refused(intent, message(language, checked.problem));
  const { preview } = info.data;
  if (!preview) return refused(intent, message(language, 'amountWrong'));
  return { intent, ok: true, preview: { amount: amount.trim(), ...preview, idempotencyKey: randomUUID() } };
}

/**
 * The income screen's forms (decision 0022): the bank search (bank-name-search), the payee (bank),
 * the withdrawal's preview (cash-apply-info) and the withdrawal (cash-apply, with the preview's
 * Idempotency-Key). Refusals carry the server's message, in the partner's language.
 */
export async function incomeAction(form: FormData, api: HttpClient, language: Language): Promise<IncomeFormAnswer> {
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  if (intent === INCOME_INTENTS.searchBanks) {
    const keyword = field('keyword').trim().slice(0, 40);
    const found = await api.post<{ list: BankOption[] }>(`${P}/bank-name-search`, { keyword });
    return found.ok && found.data ? { intent, ok: true, keyword, banks: found.data.list } : refused(intent, found.msg);
  }
  if (intent === INCOME_INTENTS.savePayee) {
    // no bank chosen: the server takes the bank the card's BIN belongs to
    const bankCode = BANK_CODES.find((code) => code === field('bankCode'));
    const saved = await api.post(`${P}/bank`, {
      cardNo: field('cardNo'),
      residentId: field('residentId'),
      payeeName: field('payeeName'),
      ...(bankCode && { bankCode }),
    });
    return saved.ok ? { intent, ok: true } : refused(intent, saved.msg);
  }
  if (intent === INCOME_INTENTS.previewWithdrawal) return previewWithdrawal(api, field('amount'), language);
  if (intent === INCOME_INTENTS.withdraw) {
    const idempotencyKey = field('idempotencyKey');
    if (!isIdempotencyKey(idempotencyKey)) throw new Response(null, { status: 400 });
    const requested = await api.post<PartnerWithdrawal>(
      `${P}/cash-apply`,
      { amount: field('amount') },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    return requested.ok && requested.data
      ? { intent, ok: true, withdrawal: requested.data }
      : refused(intent, requested.msg);
  }
  throw new Response(null, { status: 400 });
}
