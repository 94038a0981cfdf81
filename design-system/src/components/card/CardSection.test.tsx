import { render, screen } from '@testing-library/react';
import { CardSection } from './CardSection';

describe('CardSection', () => {
  it('is a section named by its heading, at the level asked for', () => {
    render(
      <CardSection title="Form by going" titleId="going" level={3}>
        <p>Good to soft: 3 wins</p>
      </CardSection>,
    );
    const section = screen.getByRole('region', { name: 'Form by going' });
    expect(screen.getByRole('heading', { level: 3, name: 'Form by going' })).toHaveAttribute('id', 'going');
    expect(section).toContainElement(screen.getByText('Good to soft: 3 wins'));
  });

  it('makes up a heading id when none is given, so two sections never share one', () => {
    render(
      <>
        <CardSection title="Squad">-</CardSection>
        <CardSection title="Fixtures">-</CardSection>
      </>,
    );
    const ids = screen.getAllByRole('heading').map((h) => h.id);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    expect(screen.getByRole('region', { name: 'Fixtures' })).toBeInTheDocument();
  });
});
