import { forwardRef } from 'react';
import { Link, type LinkProps } from '@sl/contracts/routing';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontWeight } from '../../tokens/scale';

const StyledLink = styled(Link)`
  color: ${color.link};
  font-weight: ${fontWeight.medium};
  text-decoration: underline;
  text-decoration-thickness: ${borderWidth.hairline};
  text-underline-offset: 0.15em;
  &:hover {
    text-decoration-thickness: ${borderWidth.thick};
  }
`;

/** A link in running text or a list, to a page of this site (client-side navigation). */
export const TextLink = forwardRef<HTMLAnchorElement, LinkProps>(function TextLink(props, ref) {
  return <StyledLink ref={ref} {...props} />;
});
