import styled from 'styled-components';
import { ButtonLink, fontSize, space } from '@sl/ui';
import { TodaysMeetings } from '../racecards/TodaysMeetings';

const Sections = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
`;

const Today = styled.h2`
  margin: ${space.lg} 0 ${space.md};
  font-size: ${fontSize.xl};
`;

const SECTIONS = [
  ['/racing/racecards', 'Racecards'],
  ['/racing/fast-results', 'Fast results'],
  ['/racing/results', 'Results'],
  ['/racing/non-runners', 'Non-runners'],
  ['/racing/going', 'Going'],
] as const;

/** /racing: the racing front page. */
export function HubPage() {
  return (
    <>
      <h1>Horse racing</h1>
      <nav aria-label="Racing pages">
        <Sections>
          {SECTIONS.map(([to, label]) => (
            <li key={to}>
              <ButtonLink to={to} variant="secondary" size="sm">
                {label}
              </ButtonLink>
            </li>
          ))}
        </Sections>
      </nav>
      <Today>Today&apos;s meetings</Today>
      <TodaysMeetings />
    </>
  );
}
