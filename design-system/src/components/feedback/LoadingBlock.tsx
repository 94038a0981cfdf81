import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Skeleton } from './Skeleton';

export interface LoadingBlockProps {
  /** What is loading, for screen readers (default: "Loading…"). */
  label?: string;
  /** How many placeholder lines to draw (default: 3). */
  lines?: number;
}

/** While a section loads: placeholder lines for the eye, the label for screen readers. */
export function LoadingBlock({ label = 'Loading…', lines = 3 }: LoadingBlockProps) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton lines={lines} />
    </div>
  );
}
