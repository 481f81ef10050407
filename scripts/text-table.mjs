// A table for the terminal: each column as wide as its widest cell, two spaces between columns.

/** Prints `rows` (the first is the header) with their columns lined up. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    );
}
