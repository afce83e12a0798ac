// CSV as Excel opens it: UTF-8 with a byte order mark (so "é" and "ë" stay intact), a semicolon
// as separator (what Excel expects in Dutch settings), CRLF line ends, every field quoted. A
// field that starts with = + - @ (a formula to a spreadsheet) gets a leading apostrophe. Used by
// the export's condoleances.csv and by the managers' list of thank-you card addresses.

export const UTF8_BOM = "\uFEFF";

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: a BOM, the header row and one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(";"));
  return UTF8_BOM + lines.join("\r\n") + "\r\n";
}
