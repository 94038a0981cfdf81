import type { TeamRef } from '@sl/contracts';
import { Crest } from '@sl/ui';

/** The club's crest beside its name, drawn from the feed's colours (a neutral crest when it has none). */
export function TeamCrest({ team, size = 'md' }: { team: TeamRef; size?: 'md' | 'lg' }) {
  return <Crest colours={team.colours} name={team.name} abbreviation={team.teamAbrevName} size={size} />;
}
