import styled from 'styled-components';
import { BookmakerMark, size } from '@sl/ui';

const Mark = styled.span<{ $large: boolean }>`
  display: inline-flex;
  flex: none;
  svg {
    height: ${(p) => (p.$large ? size.iconXl : size.iconLg)};
  }
`;

/**
 * The bookmaker's wordmark, drawn as SVG by the design system (the old PNG paths 404ed). Decorative here: the
 * bookmaker's name is always in the text beside it, so screen readers do not hear it twice.
 */
export function BookmakerLogo({
  bookmakerId,
  name,
  large = false,
}: {
  bookmakerId: number;
  name: string;
  large?: boolean;
}) {
  return (
    <Mark aria-hidden="true" $large={large} data-testid="bookmaker-mark">
      <BookmakerMark bookmakerId={bookmakerId} name={name} />
    </Mark>
  );
}
