import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError } from "../../src/engine/data/validate";
import { malformedCorpus } from "./malformed-corpus";

/**
 * Oracle responses captured before issue 17 (tests/fixtures/legacy/oracle): the documented example, the scripted turn,
 * the demonstration game (whole and as each side) and every good request of the malformed corpus; and, for each
 * malformed request read as JSON, the issues it was refused with (or a digest of its response). The request format is
 * backward compatible: the same requests give the same text.
 */
const dir = new URL("../fixtures/legacy/oracle/", import.meta.url);
const text = (file: string) => readFileSync(new URL(file, dir), "utf8");
const names = readdirSync(dir).filter((f) => f.endsWith(".request.json")).map((f) => f.slice(0, -".request.json".length));

describe("the oracle answers the requests of before issue 17 as it did", () => {
  it.each(names)("%s: the same response, byte for byte", (name) => {
    expect(JSON.stringify(runOracle(JSON.parse(text(`${name}.request.json`)), name)) + "\n").toBe(text(`${name}.response.json`));
  });

  it("every malformed request is refused with the same issues, or answered the same", { timeout: 60_000 }, () => {
    const expected = JSON.parse(text("malformed-outcomes.json")) as Record<string, string[] | string>;
    const outcomes: Record<string, string[] | string> = {};
    // The corpus of before issue 17; requests added since (Panzer Grenadier's) are the corpus test's.
    for (const m of malformedCorpus()) {
      if (m.text !== undefined || !(m.name in expected)) continue;
      try {
        outcomes[m.name] = createHash("sha256").update(JSON.stringify(runOracle(m.request, "request"))).digest("hex").slice(0, 16);
      } catch (e) {
        if (!(e instanceof DataError)) throw e;
        outcomes[m.name] = e.issues.map((i) => `${i.path}: ${i.message}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
