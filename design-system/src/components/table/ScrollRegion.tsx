import type { ReactNode } from 'react';
import styled from 'styled-components';

// Positioned, so absolutely placed visually-hidden text inside is clipped by the region rather than by the page:
// without it, such text in a wide table widened the page on a phone.
const Region = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
`;

export interface ScrollRegionProps {
  /** What the region holds (usually the table's caption): screen readers announce it on focus. */
  label: string;
  children: ReactNode;
  /** Lets a caller add its own margins with styled(ScrollRegion). */
  className?: string;
}

/**
 * A box for content wider than a phone (a table of many columns): it scrolls sideways inside itself so the page
 * never does, and it is a labelled, focusable region so keyboard users can scroll it too.
 */
export function ScrollRegion({ label, children, className }: ScrollRegionProps) {
  return (
    <Region role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </Region>
  );
}
