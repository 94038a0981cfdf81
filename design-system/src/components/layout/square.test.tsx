import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { square } from './square';

const Shirt = styled.span`
  ${square('28px')}
`;

describe('square', () => {
  it('is as wide as it is high, centres its content and does not shrink in a row', () => {
    render(<Shirt>7</Shirt>);
    expect(screen.getByText('7')).toHaveStyle({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
      width: '28px',
      height: '28px',
    });
  });
});
