import styled from 'styled-components';
import { ButtonLink, fontSize, fontWeight, space } from '@sl/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  strong {
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.bold};
    text-align: center;
  }
`;

export interface StepNavProps {
  /** The navigation's name ("Choose a day"). */
  label: string;
  previous: { to: string; label: string };
  next: { to: string; label: string };
  /** What is shown now ("Saturday 21 November"). */
  current: string;
}

/** Previous and next (a day, a month) either side of the one shown. */
export function StepNav({ label, previous, next, current }: StepNavProps) {
  return (
    <Nav aria-label={label}>
      <ButtonLink to={previous.to} variant="secondary" size="sm">
        <span aria-hidden="true">‹</span> {previous.label}
      </ButtonLink>
      <strong aria-live="polite">{current}</strong>
      <ButtonLink to={next.to} variant="secondary" size="sm">
        {next.label} <span aria-hidden="true">›</span>
      </ButtonLink>
    </Nav>
  );
}
