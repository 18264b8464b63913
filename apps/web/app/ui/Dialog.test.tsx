// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Opener({ modal = true, onClose = () => {} }: { modal?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog labelledBy="title" describedBy="body" onClose={close} modal={modal} initialFocus={second}>
          <h2 id="title">Choose</h2>
          <p id="body">One or the other.</p>
          <button type="button">first</button>
          <button type="button" ref={second}>
            second
          </button>
          <button type="button" onClick={close}>
            last
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that takes focus where asked', () => {
    render(<Opener />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('body');
    expect(document.activeElement?.textContent).toBe('second');
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: past the last it comes back to the first, and Shift+Tab the other way', () => {
    render(<Opener />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog');
    screen.getByText('last').focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('first');
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('last');
  });

  it('as a panel beside the page: not modal, no focus taken, Escape still closes', () => {
    render(<Opener modal={false} />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(document.activeElement).toBe(opener);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves Escape to a control inside that already handled it', () => {
    const onClose = vi.fn();
    render(
      <Dialog labelledBy="t" onClose={onClose}>
        <h2 id="t">Slide</h2>
        <input aria-label="handle" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByLabelText('handle'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
