import { Badge, VisuallyHidden, type BadgeTone } from '@sl/ui';
import type { FormLetter } from '@sl/contracts/match-centre';

const TONE: Record<FormLetter, BadgeTone> = { W: 'positive', D: 'neutral', L: 'negative' };
const WORD: Record<FormLetter, string> = { W: 'Won', D: 'Drawn', L: 'Lost' };

/** W, D or L as a coloured badge; a screen reader hears the word. */
export function ResultBadge({ result }: { result: FormLetter }) {
  return (
    <Badge tone={TONE[result]}>
      <span aria-hidden="true" data-result={result}>
        {result}
      </span>
      <VisuallyHidden>{WORD[result]}</VisuallyHidden>
    </Badge>
  );
}

/** A team's result in a finished match, from its own side. */
export function resultOf(goalsFor: number, goalsAgainst: number): FormLetter {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}
