import { describe, expect, it } from 'vitest';
import {
  adminWithdrawalListQuery,
  bankBody,
  bankInfoResponse,
  bankNameSearchBody,
  cashApplyBody,
  cashApplyInfoQuery,
  rebateInfoQuery,
  serialListQuery,
  serialSumQuery,
  withdrawalIdParams,
  withdrawalRejectBody,
  withdrawListQuery,
} from './partner-income.ts';

describe('partner income contract', () => {
  it('reads paging from query text, with defaults and a cap of 100 rows', () => {
    expect(withdrawListQuery.parse({})).toEqual({ page: 1, rows: 20 });
    expect(withdrawListQuery.parse({ type: 'withdrawn', page: '2', rows: '100' })).toEqual({
      type: 'withdrawn',
      page: 2,
      rows: 100,
    });
    expect(rebateInfoQuery.safeParse({ rows: '101' }).success).toBe(false);
    expect(rebateInfoQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(rebateInfoQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('refuses unknown states and line types', () => {
    expect(withdrawListQuery.safeParse({ type: 'cancelled' }).success).toBe(false);
    expect(serialListQuery.safeParse({ type: 'bonus' }).success).toBe(false);
    expect(serialListQuery.parse({ type: 'withdrawalPaid' }).type).toBe('withdrawalPaid');
  });

  it('takes periods as YYYY-MM, from not after to', () => {
    expect(serialSumQuery.parse({ from: '2026-01', to: '2026-03' })).toEqual({ from: '2026-01', to: '2026-03' });
    expect(serialSumQuery.parse({})).toEqual({});
    expect(serialListQuery.parse({ from: '2026-03', to: '2026-03' })).toMatchObject({ page: 1, rows: 20 });
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '']) {
      expect(serialSumQuery.safeParse({ from: month }).success, month).toBe(false);
    }
    expect(serialSumQuery.safeParse({ from: '2026-04', to: '2026-03' }).success).toBe(false);
    expect(serialListQuery.safeParse({ from: '2026-04', to: '2026-03' }).success).toBe(false);
  });

  it('keeps typed fields loose but bounded, so the server answers with spec §5’s messages', () => {
    expect(bankBody.parse({})).toEqual({ cardNo: '', residentId: '', payeeName: '' });
    expect(bankBody.safeParse({ cardNo: '6'.repeat(65) }).success).toBe(false);
    expect(bankBody.safeParse({ bankCode: 'XYZ' }).success).toBe(false);
    expect(bankBody.parse({ bankCode: 'CMB' }).bankCode).toBe('CMB');
    expect(bankNameSearchBody.safeParse({ keyword: 'x'.repeat(41) }).success).toBe(false);
    expect(cashApplyBody.parse({})).toEqual({ amount: '' });
    expect(cashApplyBody.safeParse({ amount: '1'.repeat(33) }).success).toBe(false);
    expect(cashApplyInfoQuery.parse({})).toEqual({});
  });

  it('answers null before a payee is added', () => {
    expect(bankInfoResponse.parse({ code: 200, data: null, msg: 'ok' }).data).toBeNull();
  });

  it('lets the back office pick a partner and reject with a reason', () => {
    expect(adminWithdrawalListQuery.parse({ partnerId: '7' })).toEqual({ partnerId: 7, page: 1, rows: 20 });
    expect(withdrawalIdParams.safeParse({ id: 'x' }).success).toBe(false);
    expect(withdrawalRejectBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(withdrawalRejectBody.parse({ reason: ' card closed ' })).toEqual({ reason: 'card closed' });
  });
});
