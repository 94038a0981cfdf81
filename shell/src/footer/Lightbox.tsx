import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { lockScroll } from '../nav/scroll-lock';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.6);
`;

const Dialog = styled.div`
  width: min(560px, 100%);
  max-height: 90vh;
  overflow-y: auto;
  padding: 20px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  h2 {
    margin-top: 0;
  }
`;

const Close = styled.button`
  float: right;
  background: none;
  border: 0;
  font-size: 1rem;
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it unless disabled, and focus returns to whatever
 * opened it.
 */
export function Lightbox({
  title,
  onClose,
  disableEscape = false,
  children,
}: {
  title: string;
  onClose: () => void;
  disableEscape?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    // The first field of the content, not the close button, so a form can be filled in at once.
    const body = dialog.current?.querySelector<HTMLElement>('[data-lightbox-body]');
    const first =
      body?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => {
      unlock();
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !disableEscape) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const nodes = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (nodes.length === 0) return;
      const first = nodes[0]!;
      const last = nodes[nodes.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [disableEscape]);

  const titleId = `lightbox-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !disableEscape) onClose();
      }}
    >
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Close type="button" onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
          ✕
        </Close>
        <h2 id={titleId}>{title}</h2>
        <div data-lightbox-body>{children}</div>
      </Dialog>
    </Backdrop>
  );
}
