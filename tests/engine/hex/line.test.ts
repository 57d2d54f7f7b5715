import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distance, hex, hexCenter, hexLine, walkLine, type Hex, type LineStep } from "../../../src/engine/hex";
import { arbHex } from "./arbitraries";

const k = (h: Hex) => `${h.q},${h.r}`;
const cells = (s: LineStep): Hex[] => (s.kind === "hex" ? [s.hex] : [s.left, s.right]);

describe("hex line walk", () => {
  it("a line between two hexes has distance + 1 samples, from start to end", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const line = hexLine(a, b);
        expect(line.length).toBe(distance(a, b) + 1);
        expect(line[0]).toEqual({ kind: "hex", hex: a });
        expect(line[line.length - 1]).toEqual({ kind: "hex", hex: b });
      }),
    );
  });
  it("sample i lies at distance i from the start (every candidate of a tie too)", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        hexLine(a, b).forEach((s, i) => cells(s).forEach((h) => expect(distance(a, h)).toBe(i)));
      }),
    );
  });
  it("consecutive samples are adjacent; tie candidates are adjacent to each other", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const line = hexLine(a, b);
        for (let i = 1; i < line.length; i++)
          for (const p of cells(line[i - 1]!)) for (const c of cells(line[i]!)) expect(distance(p, c)).toBe(1);
        for (const s of line) if (s.kind === "tie") expect(distance(s.left, s.right)).toBe(1);
      }),
    );
  });
  it("spine ties are symmetric: the reversed line has the same ties, left and right swapped", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const fwd = hexLine(a, b);
        const back = hexLine(b, a).reverse();
        fwd.forEach((s, i) => {
          const t = back[i]!;
          if (s.kind === "hex") expect(t).toEqual(s);
          else expect(t).toEqual({ kind: "tie", spine: s.spine, left: s.right, right: s.left });
        });
      }),
    );
  });
  it("IA1 8.65 / IA2 7.56: a line along a hex spine ties at every other sample, both hexes offered", () => {
    // Direction (2,-1) in axial runs along the hexsides between (1,-1) and (1,0).
    const line = hexLine(hex(0, 0), hex(4, -2));
    expect(line.map((s) => s.kind)).toEqual(["hex", "tie", "hex", "tie", "hex"]);
    const t = line[1]!;
    expect(t.kind === "tie" && t.spine).toBe(true);
    expect(new Set(cells(t).map(k))).toEqual(new Set(["1,-1", "1,0"]));
  });
  it("a line crossing a hexside at its midpoint is a non-spine tie (it passes through both hexes)", () => {
    const line = hexLine(hex(0, 0), hex(4, -3));
    const ties = line.filter((s) => s.kind === "tie");
    expect(ties).toHaveLength(1);
    expect(ties[0]).toMatchObject({ kind: "tie", spine: false });
  });
  it("lines that are not along a spine nor through a midpoint have no ties", () => {
    expect(hexLine(hex(0, 0), hex(5, -2)).every((s) => s.kind === "hex")).toBe(true);
  });
  it("the plain walk visits one of the candidates at every sample", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const exact = hexLine(a, b);
        const walked: Hex[] = [];
        walkLine(a, b, (q, r) => walked.push(hex(q, r)));
        expect(walked.length).toBe(exact.length);
        walked.forEach((h, i) => expect(cells(exact[i]!).map(k)).toContain(k(h)));
      }),
    );
  });
});

describe("tie sides on the canvas", () => {
  it.each(["odd-q", "odd-r"] as const)("left is on the left looking from start to end (%s, y down)", (layout) => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const p = (h: Hex) => hexCenter(layout, h);
        const [pa, pb] = [p(a), p(b)];
        for (const s of hexLine(a, b)) {
          if (s.kind !== "tie") continue;
          const side = (h: Hex) => (pb.x - pa.x) * (p(h).y - pa.y) - (pb.y - pa.y) * (p(h).x - pa.x);
          // With y pointing down, a negative cross product is to the left.
          expect(side(s.left)).toBeLessThan(side(s.right));
        }
      }),
    );
  });
});
