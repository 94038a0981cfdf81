import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { bareList } from './bareList';

const Links = styled.ul`
  ${bareList}
`;

describe('bareList', () => {
  it('draws no bullets and takes away the browser indent', () => {
    render(
      <Links aria-label="Links">
        <li>One</li>
      </Links>,
    );
    expect(screen.getByRole('list', { name: 'Links' })).toHaveStyle({
      listStyle: 'none',
      margin: '0px',
      padding: '0px',
    });
  });
});
