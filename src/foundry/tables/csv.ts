/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by line breaks (CRLF or LF on reading, LF on writing);
 * a field holding a comma, a quote or a line break is quoted, its quotes doubled. Records are numbered as a spreadsheet
 * numbers its rows (the header is row 1); a record may span lines inside quotes.
 */

export interface CsvRecord {
  /** The record's row number, as a spreadsheet shows it: the header is 1. */
  readonly row: number;
  readonly fields: readonly string[];
}

/** Why a text is not CSV, and at which row. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly code: "unterminated-quote" | "stray-quote",
    readonly row: number,
  ) {
    super(`row ${row}: ${code}`);
    this.name = "CsvSyntaxError";
  }
}

/** The records of a CSV text; a last empty line is no record, and a UTF-8 byte order mark is skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  /** Whether the current field began with a quote (then only a comma or line break may follow its closing quote). */
  let wasQuoted = false;
  let row = 1;
  const s = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const endField = () => {
    fields.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    records.push({ row, fields });
    fields = [];
    row++;
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"') {
      if (field !== "" || wasQuoted) throw new CsvSyntaxError("stray-quote", row);
      quoted = wasQuoted = true;
    } else if (c === ",") endField();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i++;
      endRecord();
    } else if (wasQuoted) throw new CsvSyntaxError("stray-quote", row);
    else field += c;
  }
  if (quoted) throw new CsvSyntaxError("unterminated-quote", row);
  if (field !== "" || fields.length || wasQuoted) endRecord();
  return records;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One field as CSV writes it. */
export function csvField(value: string): string {
  return needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text, each line ending in LF. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvField).join(",") + "\n").join("");
}
