import { Button } from '@sl/ui';

/** A row's one action on a player (add, remove): a short word on screen, the full name for screen readers. */
export function PlayerAction({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" aria-label={label} onClick={onClick}>
      {text}
    </Button>
  );
}
