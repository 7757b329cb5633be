import type { ReactNode } from 'react';

/** One row: the first cell names the row (a row header), the rest are its values. */
export type DataRow = readonly [ReactNode, ...ReactNode[]];

type DataTableProps = {
  /** What the table is, read first by screen readers. */
  caption: string;
  /** Column headings; none for a two-column list of labels and values. */
  columns?: readonly string[];
  /** Rows, keyed by the text of their first cell. */
  rows: readonly { key: string; cells: DataRow }[];
};

/**
 * A table whose first column names each row, in a wrapper that scrolls sideways on a narrow
 * phone instead of widening the page.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="table-wrap">
      <table>
        <caption>{caption}</caption>
        {columns ? (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map(({ key, cells: [head, ...values] }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {values.map((value, i) => (
                <td key={i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
