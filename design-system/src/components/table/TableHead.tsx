import type { ReactNode, ThHTMLAttributes } from 'react';

export interface TableHeadColumn {
  label: ReactNode;
  /** Needed when the label is not plain text. */
  key?: string;
  /** A column of figures: its heading lines up with them (PlainTable's `num` cells). */
  num?: boolean;
  /** The column the rows are sorted by, and which way. */
  sort?: ThHTMLAttributes<HTMLTableCellElement>['aria-sort'];
}

/** A table's head row: one column header per entry, a plain string for a text column. */
export function TableHead({ columns }: { columns: ReadonlyArray<string | TableHeadColumn> }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const column = typeof c === 'string' ? { label: c } : c;
          return (
            <th
              key={column.key ?? String(column.label)}
              scope="col"
              className={column.num ? 'num' : undefined}
              aria-sort={column.sort}
            >
              {column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
