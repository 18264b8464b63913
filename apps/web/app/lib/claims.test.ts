import { describe, expect, it } from 'vitest';
import { formatClaims } from './claims';

describe('marketing claims', () => {
  it('writes the spec’s numbers in English', () => {
    expect(formatClaims('en-US')).toEqual({
      merchants: '3M+',
      countries: '129',
      industries: '30+',
      barcodes: '150M',
      renewal: '82.6%',
    });
  });

  it('writes big numbers the Chinese way', () => {
    expect(formatClaims('zh-CN')).toMatchObject({ merchants: '300万+', barcodes: '1.5亿' });
    expect(formatClaims('zh-TW')).toMatchObject({ merchants: '300萬+', barcodes: '1.5億' });
  });

  it('lets an Arabic number and its word part where a phone’s column is too narrow for both', () => {
    const { merchants, barcodes } = formatClaims('ar');
    expect(barcodes).toMatch(/^\S+ مليون$/);
    expect(merchants).toMatch(/^\S+ مليون\+$/);
    expect(`${merchants}${barcodes}`).not.toMatch(/[\u00a0\u202f]/);
  });
});
