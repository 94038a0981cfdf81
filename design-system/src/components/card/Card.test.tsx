import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import styled from 'styled-components';
import { TextLink } from '../link/TextLink';
import { Badge } from '../badge/Badge';
import { Card, CardTitle, cardSurface } from './Card';

describe('Card, TextLink and Badge', () => {
  it('a card is the element asked for, with a title at the level asked for', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <CardTitle id="t" level={3}>
          Today&apos;s naps
        </CardTitle>
      </Card>,
    );
    expect(screen.getByRole('region', { name: "Today's naps" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: "Today's naps" })).toBeInTheDocument();
  });

  it("a block built on the card surface has the card's edge, with its own padding", () => {
    const Panel = styled.section`
      ${cardSurface}
      padding: 3px;
    `;
    render(
      <>
        <Card>Card</Card>
        <Panel>Panel</Panel>
      </>,
    );
    const card = getComputedStyle(screen.getByText('Card'));
    const panel = getComputedStyle(screen.getByText('Panel'));
    expect(panel.borderRadius).toBe(card.borderRadius);
    expect(panel.borderRadius).not.toBe('');
    expect(panel.boxShadow).toBe(card.boxShadow);
    expect(panel.padding).toBe('3px');
  });

  it('a stacked card fills its grid cell and lays its content out as a column', () => {
    render(
      <>
        <Card stack>Stacked</Card>
        <Card>Plain</Card>
      </>,
    );
    expect(screen.getByText('Stacked')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
    });
    expect(screen.getByText('Plain')).not.toHaveStyle({ display: 'flex' });
  });

  it('a text link navigates inside the site', () => {
    render(
      <MemoryRouter>
        <TextLink to="/tips">All tips</TextLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'All tips' })).toHaveAttribute('href', '/tips');
  });

  it('a badge with a title expands its abbreviation', () => {
    render(
      <>
        <Badge tone="positive" title="Course and distance winner">
          CD
        </Badge>
        <Badge>Non-runner</Badge>
      </>,
    );
    expect(screen.getByTitle('Course and distance winner')).toHaveTextContent('CD');
    expect(screen.getByText('CD').tagName).toBe('ABBR');
    expect(screen.getByText('Non-runner').tagName).toBe('SPAN');
  });
});
