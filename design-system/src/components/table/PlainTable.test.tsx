import { render, screen, within } from '@testing-library/react';
import { PlainTable } from './PlainTable';
import { TableHead } from './TableHead';

function Results(props: Parameters<typeof PlainTable>[0]) {
  return (
    <PlainTable data-testid="results" {...props}>
      <caption>Result</caption>
      <TableHead
        columns={[
          'Pos',
          'Greyhound',
          { label: 'Time', num: true },
          { label: 'SP', num: true, sort: 'ascending' },
        ]}
      />
      <tbody>
        <tr>
          <td>1</td>
          <th scope="row">Swift Dawn</th>
          <td className="num">28.41</td>
          <td className="num">2/1</td>
        </tr>
      </tbody>
    </PlainTable>
  );
}

describe('PlainTable and TableHead', () => {
  it('is a table named by its caption, with scoped column headers in the order given', () => {
    render(<Results />);
    const table = screen.getByRole('table', { name: 'Result' });
    expect(table).toHaveAttribute('data-testid', 'results');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Pos', 'Greyhound', 'Time', 'SP']);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');
  });

  it('marks the figures columns and the sorted column', () => {
    render(<Results />);
    const [pos, , time, sp] = screen.getAllByRole('columnheader');
    expect(pos).not.toHaveClass('num');
    expect(time).toHaveClass('num');
    expect(sp).toHaveAttribute('aria-sort', 'ascending');
    expect(time).not.toHaveAttribute('aria-sort');
  });

  it('right-aligns figures', () => {
    render(<Results />);
    expect(screen.getByRole('cell', { name: '28.41' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '1' })).toHaveStyle({ textAlign: 'left' });
  });

  it('a figures table aligns every cell right but the row name', () => {
    render(<Results align="right" />);
    expect(screen.getByRole('cell', { name: '1' })).toHaveStyle({ textAlign: 'left' });
    expect(screen.getByRole('rowheader', { name: 'Swift Dawn' })).toHaveStyle({ textAlign: 'left' });
  });

  it('a hidden caption still names the table', () => {
    render(<Results captionStyle="hidden" />);
    expect(screen.getByRole('table', { name: 'Result' })).toBeInTheDocument();
  });
});
