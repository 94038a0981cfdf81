import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.section`
  border: 2px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  border-radius: 6px;
  padding: 12px 16px;
  margin: 16px 0;
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
`;

const Cta = styled(Link)`
  display: inline-block;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  padding: 8px 14px;
  border-radius: 4px;
  font-weight: 700;
  text-decoration: none;
`;

/** What members without plus see in place of the analysis. */
export function UpgradePrompt() {
  return (
    <Box aria-labelledby="racing-upgrade-heading" data-testid="upgrade-prompt">
      <h2 id="racing-upgrade-heading">Unlock the Plus race analysis</h2>
      <p>
        Analyst&apos;s 1-2-3, star ratings, comments, adjusted ratings, flags and smart stats for every runner
        are for Sporting Life Plus members.
      </p>
      <Cta to="/plus">Upgrade to Plus</Cta>
    </Box>
  );
}
