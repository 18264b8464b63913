// @vitest-environment jsdom

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { CertificateDownloads } from './CertificateDownloads';

afterEach(cleanup);

describe('CertificateDownloads', () => {
  it('links the PDF and the PNG of the certificate, named after its number', () => {
    renderWithApp(<CertificateDownloads certificateNo="TB-CN-2026-000042" />);
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/ommall/promoter/auth-url?format=pdf');
    expect(pdf.getAttribute('download')).toBe('TB-CN-2026-000042.pdf');
    const png = screen.getByRole('link', { name: 'Download image (PNG)' });
    expect(png.getAttribute('href')).toBe('/ommall/promoter/auth-url?format=png');
    expect(png.getAttribute('download')).toBe('TB-CN-2026-000042.png');
  });

  it('reads in each language, the number kept left to right', () => {
    renderWithApp(<CertificateDownloads certificateNo="TB-CN-2026-000042" />, { language: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('授權證書');
    cleanup();
    renderWithApp(<CertificateDownloads certificateNo="TB-CN-2026-000042" />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'تنزيل PDF' })).toBeTruthy();
    expect(screen.getByText('TB-CN-2026-000042').getAttribute('dir')).toBe('ltr');
  });
});
