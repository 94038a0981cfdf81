import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GLOSSARY, searchGlossary } from '@sl/contracts/glossary';
import { renderWithProviders } from '../test-support/render';
import { AbcGuidePage } from './AbcGuidePage';

describe('ABC guide page', () => {
  it('lists every term with an A to Z index, and filters as you type with the count announced', async () => {
    renderWithProviders(<AbcGuidePage />);
    expect(screen.getAllByTestId('glossary-term')).toHaveLength(GLOSSARY.length);
    expect(screen.getByRole('navigation', { name: 'Terms A to Z' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^R: \d+ terms$/ })).toHaveAttribute('href', '#letter-R');

    const box = screen.getByRole('searchbox', { name: 'Search the guide' });
    await userEvent.type(box, 'rule 4');
    const expected = searchGlossary('rule 4');
    expect(screen.getAllByTestId('glossary-term')).toHaveLength(expected.length);
    expect(screen.getByText('Rule 4')).toBeInTheDocument();
    const count = screen.getByTestId('glossary-count');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveTextContent(`${expected.length} terms match “rule 4”.`);

    await userEvent.clear(box);
    await userEvent.type(box, 'qqqq');
    expect(screen.queryAllByTestId('glossary-term')).toHaveLength(0);
    expect(count).toHaveTextContent('No terms match “qqqq”.');
  });
});
