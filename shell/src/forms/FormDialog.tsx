import { useState, type ReactNode } from 'react';
import { Lightbox } from '../footer/Lightbox';

/**
 * A form in a lightbox. While the form is sending, Escape (and a click on the backdrop) does not close it, so a
 * visitor who presses Escape mid-send still sees whether it was sent; the close button still works.
 */
export function FormDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  /** The form, given the callback it reports sending on. */
  children: (onSending: (sending: boolean) => void) => ReactNode;
}) {
  const [sending, setSending] = useState(false);
  return (
    <Lightbox title={title} onClose={onClose} disableEscape={sending}>
      {children(setSending)}
    </Lightbox>
  );
}
