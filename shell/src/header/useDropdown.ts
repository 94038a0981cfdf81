import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A header drop-down's open state and the ways it closes: Escape (which gives the focus back to its button), a
 * pointer press outside it, and the focus moving out of it. `W` is the element wrapping button and panel.
 */
export function useDropdown<W extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<W>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Only a focus move to somewhere else closes it: a click on the panel's padding (no new focus) must not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrap.current?.contains(next)) setOpen(false);
  };
  const toggle = () => setOpen((value) => !value);

  return { open, setOpen, toggle, id, wrap, button, onKeyDown, onBlur };
}
