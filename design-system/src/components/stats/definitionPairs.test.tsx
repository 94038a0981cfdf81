import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { definitionPairs } from './definitionPairs';

const Details = styled.dl`
  ${definitionPairs}
`;

describe('definitionPairs', () => {
  it('sets the term apart and lets the value sit flush and shrink', () => {
    render(
      <Details>
        <dt>Email</dt>
        <dd>a@example.com</dd>
      </Details>,
    );
    expect(screen.getByText('Email')).toHaveStyle({ fontWeight: '600' });
    expect(screen.getByText('a@example.com')).toHaveStyle({ margin: '0px', minWidth: '0' });
  });
});
