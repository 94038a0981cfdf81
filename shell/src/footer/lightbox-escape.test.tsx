import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInShell } from '../test-support/render';
import { Lightbox } from './Lightbox';

/** Spec document 1, section 5: a lightbox closes on Escape unless Escape closing is disabled. */
describe('lightbox and Escape', () => {
  const open = (disableEscape?: boolean) => {
    const onClose = jest.fn();
    renderInShell(
      <Lightbox title="Contact us" onClose={onClose} disableEscape={disableEscape}>
        <input aria-label="Name" />
      </Lightbox>,
    );
    return { onClose };
  };

  it('closes on Escape', async () => {
    const { onClose } = open();
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape while Escape closing is disabled, and does once it is enabled again', async () => {
    const onClose = jest.fn();
    function Harness() {
      const [disabled, setDisabled] = useState(true);
      return (
        <Lightbox title="Contact us" onClose={onClose} disableEscape={disabled}>
          <button type="button" onClick={() => setDisabled(false)}>
            Done sending
          </button>
        </Lightbox>
      );
    }
    renderInShell(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done sending' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still closes from its close button while Escape closing is disabled', async () => {
    const { onClose } = open(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close contact us' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
