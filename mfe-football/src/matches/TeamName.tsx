import styled from 'styled-components';
import { space } from '@sl/ui';
import type { TeamRef } from '@sl/contracts';
import { TeamCrest } from './TeamCrest';

const Name = styled.span<{ $reverse: boolean }>`
  display: inline-flex;
  align-items: center;
  flex-direction: ${(p) => (p.$reverse ? 'row-reverse' : 'row')};
  gap: ${space.xs};
  min-width: 0;
  > span {
    min-width: 0;
    overflow-wrap: break-word;
  }
`;

export interface TeamNameProps {
  team: Pick<TeamRef, 'name' | 'teamAbrevName' | 'colours'>;
  /** The crest after the name (the home side of a score line, whose name sits to the left of the score). */
  reverse?: boolean;
  /** Show the three-letter short name, with the full name for screen readers. */
  short?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A team's name with its crest beside it, drawn from the feed's colours. */
export function TeamName({ team, reverse = false, short = false, size = 'sm', className }: TeamNameProps) {
  return (
    <Name $reverse={reverse} className={className}>
      <TeamCrest team={team} size={size} />
      <span>{short ? <abbr title={team.name}>{team.teamAbrevName}</abbr> : team.name}</span>
    </Name>
  );
}
