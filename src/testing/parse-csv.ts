/** Reads RFC 4180 CSV as a spreadsheet would: quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = text.startsWith("\uFEFF") ? 1 : 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      endCell();
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}
