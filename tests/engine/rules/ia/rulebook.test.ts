import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IA1_NUMBERS, iaCite } from "../../../../src/engine/rules/ia/rulebook";

const ia1 = iaCite("IA1");
const ia2 = iaCite("IA2");

describe("IA's citations of the series rules (issue 18: PG numbers, IA1's text)", () => {
  it("IA1 8.1–8.73 spotting, renumbered from PG 8.0–8.42, cites as IA's records always have", () => {
    expect(ia1("8.3")).toBe("IA1 8.6");
    expect(ia1("8.31", "8.36")).toBe("IA1 8.61, 8.66");
    expect(ia1("8.31", "8.4")).toBe("IA1 8.61, 8.71");
    expect(ia1("8.42", "8.41")).toBe("IA1 8.72, 8.73");
    expect(ia1("8.1", "8.41")).toBe("IA1 8.4, 8.73");
    expect(ia1("8.21", "16.12")).toBe("IA1 8.51, 8.8, 16.12");
  });
  it("IA1 16.5 hidden units, renumbered from PG 16.6 (IA1 has no wrecks rule), cites as IA's records always have", () => {
    expect(ia1("16.6")).toBe("IA1 16.5");
    expect(ia2("16.6")).toBe("IA1 16.5");
  });
  it("IA1 3.0 C the Action Phase is PG 3.0 B (IA1 3.0 B is the Bombardment Phase)", () => {
    expect(ia1("3.0 B")).toBe("IA1 3.0 C");
  });
  it("a rule IA1 numbers as PG does keeps its number", () => {
    expect(ia1("16.12")).toBe("IA1 16.12");
    expect(ia1("3.13")).toBe("IA1 3.13");
  });
  it("an IA2 battle cites the 1st edition where the 2nd's text does not renumber the rule", () => {
    expect(ia2("8.31")).toBe("IA1 8.61");
  });
});

// Where the texts sit beside the repository (../shared/rules), each renumbered pair names a rule of both texts.
const rules = join(__dirname, "../../../../../shared/rules");
const numbersOf = (file: string) => new Set([...readFileSync(join(rules, file), "utf8").matchAll(/^[#*\-\s]*(\d+\.\d+)\b/gm)].map((m) => m[1]!));
const texts = existsSync(join(rules, "panzer-grenadier-3rd-edition.txt"));

describe.skipIf(!texts)("IA's renumbering names rules both texts have", () => {
  it("every series number IA renumbers is a PG rule and its IA1 number an IA1 rule", () => {
    const pg = numbersOf("panzer-grenadier-3rd-edition.txt");
    const ia = numbersOf("infantry-attacks-1st-edition.txt");
    const series = Object.keys(IA1_NUMBERS);
    // A rule's paragraph ("3.0 B") is read under its number.
    const number = (n: string) => n.split(" ")[0]!;
    expect(series.filter((n) => !pg.has(number(n)))).toEqual([]);
    const own = series.flatMap((n) => ia1(n).replace("IA1 ", "").split(", "));
    expect(own.filter((n) => !ia.has(number(n)))).toEqual([]);
  });
});
