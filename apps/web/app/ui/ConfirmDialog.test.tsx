// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Asker({ onAnswer }: { onAnswer: (label: string, ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer('first', await confirm({ message: 'Cancel the order?' }))}>
        ask first
      </button>
      <button
        type="button"
        onClick={async () => onAnswer('second', await confirm({ message: 'Delete the card?', warning: true }))}
      >
        ask second
      </button>
    </>
  );
}

describe('confirm dialog', () => {
  it('defaults to the title 提示 and the buttons 取消 and 确定 in Chinese', async () => {
    const answers: Array<[string, boolean]> = [];
    renderWithApp(
      <ConfirmProvider>
        <Asker onAnswer={(label, ok) => answers.push([label, ok])} />
      </ConfirmProvider>,
      { language: 'zh-CN' },
    );
    fireEvent.click(screen.getByText('ask first'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('提示');
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['取消', '确定']);
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(answers).toEqual([['first', true]]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('translates its defaults elsewhere, and Escape cancels', async () => {
    const answers: Array<[string, boolean]> = [];
    renderWithApp(
      <ConfirmProvider>
        <Asker onAnswer={(label, ok) => answers.push([label, ok])} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByText('ask first'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Notice');
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(answers).toEqual([['first', false]]);
  });

  it('opens one at a time: the second waits for the first, in the warning style', async () => {
    const answers: Array<[string, boolean]> = [];
    renderWithApp(
      <ConfirmProvider>
        <Asker onAnswer={(label, ok) => answers.push([label, ok])} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByText('ask first'));
    fireEvent.click(screen.getByText('ask second'));
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByText('Cancel the order?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('Cancel')));
    const second = await screen.findByRole('alertdialog');
    expect(second.textContent).toContain('Delete the card?');
    expect(second.querySelector('[data-warning="true"]')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => fireEvent.click(screen.getByText('OK')));
    expect(answers).toEqual([
      ['first', false],
      ['second', true],
    ]);
  });
});
