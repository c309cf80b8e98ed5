type ColumnHeadersProps = {
  /** Each column's heading, with the class of its cell. */
  columns: readonly (readonly [label: string, className: string])[];
};

/** The column header cells of an admin table's header row. */
export function ColumnHeaders({ columns }: ColumnHeadersProps) {
  return columns.map(([label, className]) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}
