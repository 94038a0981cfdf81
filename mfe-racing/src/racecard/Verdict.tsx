import { Link } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Badge, borderWidth, color, fontSize, radius, space } from '@sl/ui';

const Box = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-left: ${borderWidth.bar} solid ${color.accent};
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
  h2 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
  }
  a {
    color: ${color.link};
  }
`;

/** The analyst's verdict for plus members; others see that it is there and how to get it. */
export function Verdict({ premium, verdict }: { premium: boolean; verdict: string | undefined }) {
  if (premium && !verdict) return null;
  return (
    <Box aria-labelledby="race-verdict" data-testid={premium ? 'race-verdict' : 'verdict-locked'}>
      <h2 id="race-verdict">
        Verdict <Badge tone="accent">Plus</Badge>
      </h2>
      {premium ? (
        <p>{verdict}</p>
      ) : (
        <p>
          Our analyst&apos;s verdict on this race is for Plus members. <Link to="/plus">Join Plus</Link> to
          read it.
        </p>
      )}
    </Box>
  );
}
