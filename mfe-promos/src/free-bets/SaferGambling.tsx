import styled from 'styled-components';
import { SAFER_GAMBLING_LINKS } from '@sl/contracts';
import { Icon, TextLink, VisuallyHidden, color, fontWeight, lineHeight, size, space } from '@sl/ui';
import { AgeBadge, Panel } from './styles';

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space.xxs};
  max-width: ${size.prose};
  line-height: ${lineHeight.normal};
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${size.targetMin};
  color: ${color.link};
  font-weight: ${fontWeight.medium};
`;

/** The safer-gambling sign-posting every free-bets page carries: 18+, support organisations and our own page. */
export function SaferGambling() {
  return (
    <Panel aria-labelledby="free-bets-safer-gambling" data-testid="safer-gambling">
      <h2 id="free-bets-safer-gambling">Safer gambling</h2>
      <Line>
        <AgeBadge>18+</AgeBadge>
        <span>
          Free bets are for over-18s in the UK and Ireland only. Set a budget, take breaks and never chase
          losses. If gambling stops being fun, help is free and confidential.
        </span>
      </Line>
      <ul>
        {SAFER_GAMBLING_LINKS.map((link) => (
          <li key={link.url}>
            <External href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name} <Icon name="external-link" size="sm" />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </External>
          </li>
        ))}
        <li>
          <TextLink to="/safer-gambling">Our safer gambling page: tools, limits and self-exclusion</TextLink>
        </li>
      </ul>
    </Panel>
  );
}
