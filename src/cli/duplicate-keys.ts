import { jsonPath, LISTED, MAX_JSON_DEPTH, type DataIssue } from "../engine/data/validate";

/** An object or array open at a point of the text: the keys seen and the current one, or the current index. */
interface Open {
  readonly keys: Set<string> | null;
  expectKey: boolean;
  at: string | number;
}

/**
 * Each key that JSON text gives twice in one object, at the JSON path of the later copy: `JSON.parse` keeps the last
 * copy and drops the others without a word, and nothing in a request is silently dropped (docs/headless.md). `text`
 * is JSON (`JSON.parse` has read it). One pass, without recursion, however deep the text nests. Past the issues a
 * DataError lists, the rest are only counted, in the last one.
 */
export function duplicateKeys(text: string): DataIssue[] {
  const issues: DataIssue[] = [];
  let more = 0;
  const open: Open[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = open.at(-1);
    if (c === "{" || c === "[") open.push({ keys: c === "{" ? new Set() : null, expectKey: c === "{", at: 0 });
    else if (c === "}" || c === "]") open.pop();
    else if (c === ":") top!.expectKey = false;
    else if (c === ",") {
      if (top!.keys) top!.expectKey = true;
      else top!.at = (top!.at as number) + 1;
    } else if (c === '"') {
      const end = closingQuote(text, i);
      // Deeper than MAX_JSON_DEPTH, the nesting is refused instead (`jsonHazards`), naming a path of bounded length.
      if (top?.keys && top.expectKey && open.length <= MAX_JSON_DEPTH) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key) && issues.length < LISTED) issues.push({ path: jsonPath([...open.slice(0, -1).map((o) => o.at), key]), message: "given twice in this object: JSON keeps only the last copy, silently" });
        else if (top.keys.has(key)) more++;
        top.keys.add(key);
        top.at = key;
      }
      i = end;
    }
  }
  return more ? [...issues.slice(0, -1), { path: "$", message: `and ${more + 1} more keys given twice` }] : issues;
}

/** The index of the quote that closes the string opening at `start` (one not escaped by an odd run of backslashes). */
function closingQuote(text: string, start: number): number {
  for (let q = text.indexOf('"', start + 1); ; q = text.indexOf('"', q + 1)) {
    let slashes = 0;
    while (text[q - 1 - slashes] === "\\") slashes++;
    if (slashes % 2 === 0) return q;
  }
}
