import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Empty } from '../ui/empty';
import { Skeleton } from '../ui/skeleton';
import './light-table.css';

type SortState = 'ascending' | 'descending' | 'none';

/** One column: its header, how a row's cell reads, and whether a click on the header sorts by it. */
export type LightColumn<Row> = {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Amounts line up on their right edge. */
  alignEnd?: boolean;
};

type LightTableProps<Row> = {
  /** The table's name for a screen reader (the page's title). */
  label: string;
  columns: readonly LightColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Rows are on their way: a skeleton before the first answer, the rows shown dimmed after. */
  isFetching: boolean;
  emptyText: string;
  sortOf: (key: string) => SortState;
  onSort: (key: string) => void;
};

const ARROWS: Readonly<Record<SortState, string>> = { ascending: '▲', descending: '▼', none: '↕' };

/**
 * A back-office list as a plain `<table>`: column headers a screen reader names each cell by,
 * sortable columns as buttons in headers that say their order (`aria-sort`), an empty state
 * and a loading state. As wide as its contents, scrolled sideways on a phone: squeezed to the
 * screen, dates and e-mails wrapped letter by letter.
 */
export const LightTable = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  isFetching,
  emptyText,
  sortOf,
  onSort,
}: LightTableProps<Row>) => {
  if (rows === undefined && isFetching) return <Skeleton rows={6} title={false} />;
  return (
    <div className="light-table-scroll">
      <table
        className={clsx('light-table', isFetching && 'light-table-busy')}
        aria-label={label}
        aria-busy={isFetching}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable ? sortOf(column.key) : undefined}
                className={clsx(column.alignEnd && 'light-table-end')}
              >
                {column.sortable ? (
                  <button type="button" className="light-table-sort" onClick={() => onSort(column.key)}>
                    {column.title}
                    <span aria-hidden="true" className="light-table-arrow">
                      {ARROWS[sortOf(column.key)]}
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={clsx(column.alignEnd && 'light-table-end')}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows?.length === 0 || rows === undefined ? (
            <tr>
              <td colSpan={columns.length}>
                <Empty description={emptyText} />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
};
