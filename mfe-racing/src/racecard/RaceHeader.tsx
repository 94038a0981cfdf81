import styled from 'styled-components';
import { ENTRY_STATUS, type RaceCardResponse } from '@sl/contracts';
import { color, fontSize, fontWeight, lineHeight, media, radius, space } from '@sl/ui';
import { FollowButtonSlot } from '@sl/contracts/federation';
import { raceFollowText } from './follow-text';

const Head = styled.header`
  display: grid;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
  h1 {
    margin: 0;
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    ${media.mobile} {
      font-size: ${fontSize.xxl};
    }
  }
`;

const Title = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space.xxs} ${space.sm};
    border-radius: ${radius.pill};
    background: ${color.surfaceSunken};
    color: ${color.text};
    font-size: ${fontSize.sm};
  }
  span {
    color: ${color.muted};
  }
`;

/** The race's heading: time and course, title, and the facts a punter checks first. */
export function RaceHeader({ race }: { race: RaceCardResponse }) {
  const runners = race.entries.filter((e) => e.statusId === ENTRY_STATUS.runner).length;
  return (
    <Head>
      <h1>
        {race.offTimeLocal} {race.courseName}
      </h1>
      <Title>
        <span>{race.title}</span>
        <FollowButtonSlot
          type="RACE"
          id={race.raceId}
          displayText={raceFollowText(race)}
          label={`Race ${race.offTimeLocal} ${race.courseName}`}
        />
      </Title>
      <Facts aria-label="Race details">
        {race.raceClass > 0 && <li>Class {race.raceClass}</li>}
        <li>
          <span>Distance</span> {race.distance}
        </li>
        <li>
          <span>Going</span> {race.going}
        </li>
        <li>
          <span>Prize</span> {race.prize}
        </li>
        <li>{runners} runners</li>
      </Facts>
    </Head>
  );
}
