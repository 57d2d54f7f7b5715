import { describe, expect, it } from "vitest";
import { CsvSyntaxError, formatCsv, parseCsv } from "../../../src/foundry/tables/csv";

describe("CSV (RFC 4180)", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, numbering records as a spreadsheet numbers rows", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""M2""","two\nlines"\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, fields: ["a", "b", "c"] },
      { row: 2, fields: ["x, y", 'say "M2"', "two\nlines"] },
      { row: 3, fields: ["last", "", ""] },
    ]);
  });

  it("writes what it reads back, quoting only the fields that need it", () => {
    const rows = [["table", "row", "note"], ["direct-fire", "2", 'a "quoted", note'], ["x", " padded", ""]];
    const text = formatCsv(rows);
    expect(text).toBe('table,row,note\ndirect-fire,2,"a ""quoted"", note"\nx," padded",\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows);
  });

  it("refuses a quote inside an unquoted field and an unclosed quote, naming the row", () => {
    expect(() => parseCsv('a,b\nx,y"z\n')).toThrow(new CsvSyntaxError("stray-quote", 2));
    expect(() => parseCsv('a,b\n"x",y\n"open,z\n')).toThrow(new CsvSyntaxError("unterminated-quote", 3));
    expect(() => parseCsv('"x"y,z\n')).toThrow(new CsvSyntaxError("stray-quote", 1));
  });
});
