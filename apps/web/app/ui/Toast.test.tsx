// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ToastRegion, toast } from './Toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show a message of each kind and vanish after 1500 ms', async () => {
    renderWithApp(<ToastRegion dir="ltr" />);
    // the first toast fetches the toast library and mounts the toaster
    await act(async () => {
      toast.info('Loading');
    });
    await screen.findByText('Loading');
    vi.useFakeTimers();
    await act(async () => {
      toast.success('Saved');
      toast.error('Failed');
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_300);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
