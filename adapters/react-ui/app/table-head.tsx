/** A column of a table: its heading, with a class for its header cell where it needs one (money). */
export type TableColumn = string | { readonly label: string; readonly className: string };

/** A table's header row: one column heading (scope col) a column, in order. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
