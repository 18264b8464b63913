import { type Language, message } from '@tallybook/domain';
import type { FetchLike } from '../../lib/http';
import { BANK_DETAILS, type BankCaptcha, type BankTransferResult } from './bank-transfer';
import { mallApi } from './mall-api';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The pay page's bank transfer, as its action: with intent bank-details it asks the mall to text our
 * account details for the order to the user's phone (order/bankacct/zhj/sendmsg, behind the graphic
 * captcha), and with any other intent it only draws a captcha. Either way the answer carries the
 * next captcha, drawn with the visitor's cookies so only they can solve it.
 */
export async function bankTransfer(
  form: FormData,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<BankTransferResult> {
  const api = mallApi(language, fetch);
  const nextCaptcha = async (): Promise<{ captcha: BankCaptcha | null; problem?: string }> => {
    const drawn = await api.captcha();
    return drawn.ok && drawn.data
      ? { captcha: { id: drawn.data.captchaId, svg: drawn.data.svg } }
      : { captcha: null, problem: drawn.msg };
  };
  if (form.get('intent') !== BANK_DETAILS) {
    const next = await nextCaptcha();
    return next.captcha
      ? { ok: true, msg: '', captcha: next.captcha }
      : { ok: false, problem: next.problem ?? '', captcha: null };
  }
  const orderNo = text(form, 'orderNo');
  const captchaId = text(form, 'captchaId');
  const answer = text(form, 'captcha');
  if (!answer || !captchaId) {
    return { ok: false, problem: message(language, 'graphicCodeOrParamEmpty'), ...(await nextCaptcha()) };
  }
  const sent = await api.sendBankDetails(orderNo, answer, captchaId);
  const next = await nextCaptcha();
  if (!sent.ok) return { ok: false, problem: sent.msg, captcha: next.captcha };
  return { ok: true, msg: sent.msg, captcha: next.captcha, problem: next.problem };
}
