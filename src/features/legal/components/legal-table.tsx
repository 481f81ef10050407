import type { ReactNode } from "react";
import "./legal-table.css";

export interface LegalTableColumn<Key extends string> {
  key: Key;
  label: string;
}

/**
 * A data table that reads as a table on wide screens and as labelled cards on phones
 * (each cell carries its column name for the narrow layout).
 */
export function LegalTable<Key extends string>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly [LegalTableColumn<Key>, ...LegalTableColumn<Key>[]];
  rows: readonly (Record<Key, ReactNode> & { id: string })[];
}) {
  const [first, ...rest] = columns;
  return (
    <table className="legal-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={first.label}>
              {row[first.key]}
            </th>
            {rest.map((column) => (
              <td key={column.key} data-label={column.label}>
                {row[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
