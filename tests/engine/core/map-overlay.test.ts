import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { own, queryDraftOf } from "../../../src/engine/core/draft";
import { MapOverlay } from "../../../src/engine/core/map-overlay";

type Op = { readonly op: "set"; readonly key: number; readonly value: number } | { readonly op: "delete"; readonly key: number } | { readonly op: "clear" };

const key = fc.nat(9);
const ops = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant("set" as const), key, value: fc.integer() }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant("delete" as const), key }) },
    { weight: 1, arbitrary: fc.constant({ op: "clear" as const }) },
  ),
  { maxLength: 30 },
);

describe("Map overlays (core/map-overlay)", () => {
  it("answers and iterates as a copied Map written the same way; the Map it reads through is never written", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, fc.integer()), { selector: ([k]) => k, maxLength: 8 }), ops, (entries, writes: Op[]) => {
        const base = new Map(entries);
        const copy = new Map(base);
        const overlay = new MapOverlay(base);
        for (const w of writes) {
          if (w.op === "set") {
            expect(overlay.set(w.key, w.value)).toBe(overlay);
            copy.set(w.key, w.value);
          } else if (w.op === "delete") expect(overlay.delete(w.key)).toBe(copy.delete(w.key));
          else {
            overlay.clear();
            copy.clear();
          }
          expect([...overlay]).toEqual([...copy]);
        }
        expect(overlay.size).toBe(copy.size);
        expect([...overlay.keys()]).toEqual([...copy.keys()]);
        expect([...overlay.values()]).toEqual([...copy.values()]);
        const seen: [number, number][] = [];
        overlay.forEach((v, k, m) => {
          expect(m).toBe(overlay);
          seen.push([k, v]);
        });
        expect(seen).toEqual([...copy.entries()]);
        for (let k = 0; k <= 9; k++) expect([overlay.has(k), overlay.get(k)]).toEqual([copy.has(k), copy.get(k)]);
        expect(new Map(overlay)).toEqual(copy);
        expect(base).toEqual(new Map(entries));
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it("a query's draft copies a Map it writes as an overlay, once; an ordinary object as a plain copy", () => {
    const state = { units: new Map([["a", { hex: 1 }]]), side: { id: "R" } };
    const draft = queryDraftOf(state);
    const units = own<Map<string, { hex: number }>>(draft, draft, "units");
    expect(units).toBeInstanceOf(MapOverlay);
    expect(own(draft, draft, "units")).toBe(units);
    units.set("a", { hex: 2 });
    expect(draft.units.get("a")).toEqual({ hex: 2 });
    expect(state.units.get("a")).toEqual({ hex: 1 });
    const side = own<{ id: string }>(draft, draft, "side");
    expect(side).not.toBe(state.side);
    expect(side).toEqual(state.side);
  });
});
