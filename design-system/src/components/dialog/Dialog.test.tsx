import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Dialog } from './Dialog';

// jsdom runs <dialog> through the shim in scripts/jest/dialog-shim.ts; the focus trap and the inert page behind
// are the browser's, checked in Chromium by the e2e specs that open the site's dialogs.
function Opener({ dismissible, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Contact us"
          onClose={close}
          dismissible={dismissible}
          corner={<button onClick={close}>Close</button>}
        >
          <input aria-label="Name" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its heading, focus on the first field, not the corner button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop (the dialog element itself), not on one inside it', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape and a backdrop click while not dismissible, and its own button still closes it', async () => {
    const onClose = jest.fn();
    render(<Opener dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reopens when the browser closes it natively while it may not be dismissed', async () => {
    const onClose = jest.fn();
    render(<Opener dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    await act(async () => {
      dialog.close();
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when StrictMode mounts it twice (the first close event is stale)', async () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Opener onClose={onClose} />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
