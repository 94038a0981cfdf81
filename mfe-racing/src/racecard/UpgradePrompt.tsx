import styled from 'styled-components';
import { ButtonLink, borderWidth, color, fontSize, radius, space } from '@sl/ui';

/** The accent-bordered box that offers Plus where its content would be. */
export const UpgradeBox = styled.section`
  border: ${borderWidth.thick} solid ${color.accent};
  background: ${color.surface};
  border-radius: ${radius.md};
  padding: ${space.md} ${space.lg};
  margin: ${space.lg} 0;
  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0 0 ${space.md};
  }
`;

/** What members without plus see in place of the analysis. */
export function UpgradePrompt() {
  return (
    <UpgradeBox aria-labelledby="racing-upgrade-heading" data-testid="upgrade-prompt">
      <h2 id="racing-upgrade-heading">Unlock the Plus race analysis</h2>
      <p>
        Analyst&apos;s 1-2-3, star ratings, comments, adjusted ratings, flags, smart stats and the verdict for
        every race are for Sporting Life Plus members.
      </p>
      <ButtonLink to="/plus" variant="primary">
        Upgrade to Plus
      </ButtonLink>
    </UpgradeBox>
  );
}
