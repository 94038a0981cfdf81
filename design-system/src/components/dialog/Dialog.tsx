import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { media } from '../../tokens/breakpoints';
import { fontSize, lineHeight, radius, shadow, size, space } from '../../tokens/scale';

export interface DialogProps {
  /** The heading: the dialog is labelled by it (aria-labelledby). */
  title: ReactNode;
  /** Escape, a click on the backdrop or a close button of the content asks for this; the caller unmounts it. */
  onClose: () => void;
  /** False while closing would lose something (a form being sent): Escape and the backdrop then do nothing. */
  dismissible?: boolean;
  /** The id of the text that describes it (aria-describedby), for an alert-like question. */
  describedBy?: string;
  /**
   * A close button for the top corner. It comes after the content in the document, so the browser's first focus
   * on opening goes to the content's first field or button, and Tab reaches it last.
   */
  corner?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
  'data-remote'?: string;
}

const Box = styled.dialog`
  box-sizing: border-box;
  width: min(${size.dialog}, 100% - 2 * ${space.lg});
  max-height: 90vh;
  padding: 0;
  border: none;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  line-height: ${lineHeight.normal};
  &::backdrop {
    background: ${color.overlay};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.xl};
  }
`;

/* The padding sits on an inner box so that a click on the dialog element itself can only be a backdrop click. */
const Inner = styled.div<{ $corner: boolean }>`
  position: relative;
  padding: ${space.xl};
  h2 {
    padding-inline-end: ${(p) => (p.$corner ? size.target : 0)};
  }
  ${media.narrow} {
    padding: ${space.lg};
  }
`;

const Corner = styled.div`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
`;

/**
 * A modal dialog on the native `<dialog>` element, shown with showModal() while it is mounted: the browser moves
 * focus to its first field or button (or an `autoFocus` one) and keeps focus and the screen reader inside (the rest
 * of the page is inert), Escape fires `cancel`, which asks onClose, and focus goes back to whatever had it before
 * once it closes.
 */
export function Dialog({
  title,
  onClose,
  dismissible = true,
  describedBy,
  corner,
  children,
  className,
  ...data
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  // Layout effect: its cleanup runs before React removes the element, so close() still returns focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      // Focus still inside means the browser did not give it back on close() (not every one does yet).
      const lost = !document.activeElement || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      if (opener?.isConnected && (lost || dialog.contains(document.activeElement))) opener.focus();
    };
    // Opened once per mount: the caller mounts it to open and unmounts it to close.
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onCancel = (event: Event) => {
      // The caller decides: it unmounts the dialog, which closes it.
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // A browser may close a modal dialog despite a refused cancel (Chrome's close watcher, on a second Escape
    // without a click between); the caller's state then still says open, so reopen or let the caller close it.
    const onNativeClose = () => {
      // Ignore the event of our own close(): queued, it arrives once the element is gone or shown again.
      if (!dialog.isConnected || dialog.open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={className}
      onClick={(event) => {
        if (event.target === event.currentTarget && latest.current.dismissible) onClose();
      }}
      {...data}
    >
      <Inner $corner={!!corner}>
        <h2 id={titleId}>{title}</h2>
        {children}
        {corner ? <Corner>{corner}</Corner> : null}
      </Inner>
    </Box>
  );
}
