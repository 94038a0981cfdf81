import { RUNNER_BADGE_MEANINGS, type RunnerBadge } from '@sl/contracts';
import { Badge, VisuallyHidden } from '@sl/ui';

const TONE = { C: 'positive', D: 'positive', CD: 'positive', BF: 'warning' } as const;

/** C, D, CD and BF as badges: the letters for the eye, the meaning for screen readers and on hover. */
export function RunnerBadges({ badges }: { badges: readonly RunnerBadge[] | undefined }) {
  if (!badges || badges.length === 0) return null;
  return (
    <>
      {badges.map((b) => (
        <Badge key={b} tone={TONE[b]} title={RUNNER_BADGE_MEANINGS[b]}>
          <span aria-hidden="true" data-testid="runner-badge">
            {b}
          </span>
          <VisuallyHidden>{RUNNER_BADGE_MEANINGS[b]}</VisuallyHidden>
        </Badge>
      ))}
    </>
  );
}
