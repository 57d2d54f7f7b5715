import { describe, expect, it } from "vitest";
import { duplicateKeys } from "../../src/cli/duplicate-keys";
import { DataError } from "../../src/engine/data/validate";

/** An object giving `n` keys twice (`{"k0":0,"k0":0,…}`). */
const twice = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0,"k${i}":0`).join(",")}}`;

describe("keys given twice in a request (docs/headless.md: nothing is silently dropped)", () => {
  it("as many as a DataError lists are each named by path", () => {
    const issues = duplicateKeys(twice(20));
    expect(issues.map((i) => i.path)).toEqual(Array.from({ length: 20 }, (_, i) => `$.k${i}`));
  });
  it("past that, the rest are counted in the last issue, not collected: the error stays short however many there are", () => {
    const issues = duplicateKeys(twice(5000));
    expect(issues).toHaveLength(20);
    expect(issues.slice(0, 19).map((i) => i.path)).toEqual(Array.from({ length: 19 }, (_, i) => `$.k${i}`));
    expect(issues[19]).toEqual({ path: "$", message: "and 4981 more keys given twice" });
    expect(new DataError("request", issues).message.split("\n")).toHaveLength(21);
  });
});
