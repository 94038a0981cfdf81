import styled from 'styled-components';
import { Crest, size as sizes } from '@sl/ui';
import type { TeamRef } from '@sl/contracts';

/** Small enough to sit in a line of text or the quick-links strip; the page header takes the large one. */
const Small = styled(Crest)`
  height: ${sizes.iconMd};
`;

const Decoration = styled.span`
  display: inline-flex;
  flex: none;
`;

export interface TeamCrestProps {
  team: Pick<TeamRef, 'name' | 'teamAbrevName' | 'colours'>;
  size?: 'sm' | 'md' | 'lg';
  /** Standing alone (no name beside it), the crest names its team; beside the name it is decoration. */
  standalone?: boolean;
}

/** A team's crest drawn from the feed's colours. */
export function TeamCrest({ team, size = 'sm', standalone = false }: TeamCrestProps) {
  const props = { colours: team.colours, name: team.name, abbreviation: team.teamAbrevName };
  const crest = size === 'sm' ? <Small {...props} /> : <Crest {...props} size={size} />;
  return standalone ? crest : <Decoration aria-hidden="true">{crest}</Decoration>;
}
