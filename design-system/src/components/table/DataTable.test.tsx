import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Runner {
  cloth: number;
  horse: string;
  jockey: string;
  or: number | null;
}

const runners: Runner[] = [
  { cloth: 1, horse: 'Constitution Hill', jockey: 'Nico de Boinville', or: 175 },
  { cloth: 2, horse: 'State Man', jockey: 'Paul Townend', or: 168 },
];

const columns: Array<DataTableColumn<Runner>> = [
  { key: 'cloth', header: 'No.', render: (r) => r.cloth, align: 'right' },
  { key: 'horse', header: 'Horse', render: (r) => r.horse, isRowHeader: true },
  { key: 'jockey', header: <abbr title="Jockey">Jky</abbr>, label: 'Jockey', render: (r) => r.jockey },
  { key: 'or', header: 'OR', render: (r) => r.or ?? '–', align: 'right', hideBelow: 'tablet' },
];

describe('DataTable', () => {
  it('is a table with a caption, column headers and row headers', () => {
    render(<DataTable caption="Runners" columns={columns} rows={runners} rowKey={(r) => r.horse} />);
    const table = screen.getByRole('table', { name: 'Runners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No.', 'Horse', 'Jky', 'OR']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'State Man' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('scrolls in its own labelled, keyboard-focusable region', () => {
    render(<DataTable caption="Runners" columns={columns} rows={runners} rowKey={(r) => r.horse} />);
    const region = screen.getByRole('region', { name: 'Runners' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('collapsing marks every body cell with its column name, and keeps the table roles explicit', () => {
    const { container } = render(
      <DataTable caption="Runners" columns={columns} rows={runners} rowKey={(r) => r.horse} collapse />,
    );
    const table = screen.getByRole('table', { name: 'Runners' });
    expect(table).toHaveAttribute('role', 'table');
    const labels = Array.from(container.querySelectorAll('tbody tr:first-child > *')).map((c) =>
      c.getAttribute('data-label'),
    );
    expect(labels).toEqual(['No.', 'Horse', 'Jockey', 'OR']);
    expect(within(table).getByRole('rowheader', { name: 'Constitution Hill' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: '175' })).toHaveLength(1);
  });

  it('without collapse, cells carry no stacked labels', () => {
    const { container } = render(
      <DataTable caption="Runners" columns={columns} rows={runners} rowKey={(r) => r.horse} />,
    );
    expect(container.querySelector('[data-label]')).toBeNull();
  });

  it('says so when there are no rows', () => {
    render(
      <DataTable
        caption="Non-runners"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.horse}
        empty="No non-runners."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No non-runners.' })).toHaveAttribute('colspan', '4');
  });

  it('a hidden caption still names the table', () => {
    render(
      <DataTable caption="Runners" captionHidden columns={columns} rows={runners} rowKey={(r) => r.horse} />,
    );
    expect(screen.getByRole('table', { name: 'Runners' })).toBeInTheDocument();
  });
});
