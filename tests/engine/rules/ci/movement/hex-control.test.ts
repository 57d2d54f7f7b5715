import { describe, expect, it } from "vitest";
import { controlMap, controlOf } from "../../../../../src/engine/rules/ci/movement/control";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciBattle, ciMap, GERMAN, US, type BlockSpec } from "../support/fixture";
import { activation, mover } from "./support";

const us = (at: string): BlockSpec => ({ kind: "us-squad", at, company: "B", platoon: 1 });
const ger = (at: string): BlockSpec => ({ kind: "ger-squad", at, company: "A", platoon: 1 });

describe("CI 8.x Hex Control", () => {
  it("CI 8.x Hex Control: friendly when occupied or next to a side's units, disputed when next to both or held by both, else neutral", () => {
    const map = ciMap();
    const m = mover(map);
    const b = ciBattle(map, { blocks: { a: us("0402"), g: ger("0404"), x: us("0807"), y: ger("0807") } });
    const c = (label: string) => controlOf(b, map, m.at(label));
    expect([c("0402"), c("0401"), c("0404"), c("0405"), c("0403"), c("0807"), c("0410")]).toEqual([US, US, GERMAN, GERMAN, "disputed", "disputed", null]);
  });

  it("CI 8.x Hex Control: control extends across a river, not across a sea or lake hexside (ruling R24)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["river"]], ["0702", "0703", ["ht-sea"]]] });
    const m = mover(map);
    const b = ciBattle(map, { blocks: { a: { kind: "us-at-57", at: "0402" }, s: us("0702") } });
    expect(controlOf(b, map, m.at("0403"))).toBe(US);
    expect(controlOf(b, map, m.at("0703"))).toBe(null);
  });

  it("CI 9.x Assault Combat: an assault hex is disputed and its units control no adjacent hex", () => {
    const map = ciMap();
    const m = mover(map);
    const blocks = { a: us("0404"), g: ger("0404") };
    const b = ciBattle(map, { blocks, extra: { activation: { side: US, company: "B", hq: "a", stage: "assaults", assaults: [{ hex: [4, 4], attackers: ["a"], via: [[[4, 3], [4, 4]]] }] } } });
    expect(controlOf(b, map, m.at("0404"))).toBe("disputed");
    expect(controlOf(b, map, m.at("0405"))).toBe(null);
    expect(controlOf(b, map, m.at("0403"))).toBe(null);
  });

  it("CI 7.x Mines, ruling R4a: a revealed minefield controls only its own hex; a hidden one controls like any block", () => {
    const map = ciMap();
    const m = mover(map);
    const mine = (orientation: "face-up" | "upright") => ciBattle(map, { blocks: { f: { kind: "ger-minefield", at: "0404", orientation } } });
    expect(controlOf(mine("face-up"), map, m.at("0404"))).toBe(GERMAN);
    expect(controlOf(mine("face-up"), map, m.at("0405"))).toBe(null);
    expect(controlOf(mine("upright"), map, m.at("0405"))).toBe(GERMAN);
  });

  it("CI 8.x Hex Control: worked out from presence only — each side's view gives the same answer", () => {
    const map = ciMap();
    const b = ciBattle(map, { blocks: { a: us("0402"), g: ger("0404"), f: { kind: "ger-minefield", at: "0604" }, e: { kind: "us-engineer", at: "0606", orientation: "face-up" } } });
    const full = controlMap(b, map);
    expect(full.length).toBeGreaterThan(10);
    expect(controlMap(ciSideView(b, US), map)).toEqual(full);
    expect(controlMap(ciSideView(b, GERMAN), map)).toEqual(full);
  });

  it("CI 8.x Hex Control: the table's map lists the non-neutral hexes only", () => {
    const map = ciMap();
    const m = mover(map);
    const b = ciBattle(map, { blocks: { a: us("0402") } });
    const listed = controlMap(b, map);
    expect(listed).toHaveLength(7);
    expect(listed).toContainEqual({ hex: m.at("0402"), control: US });
    expect(listed.every((h) => h.control === US)).toBe(true);
  });

  it("CI 8.x Hex Control: the key tactic — a unit moving next to the enemy stops; another moves through its now-friendly hex into an assault", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { a: us("0402"), b: us("0401"), g: ger("0405") });
    const first = m.walk(b, "a", ["0403", "0404"]);
    expect(first.activation!.movers.a).toMatchObject({ stopped: true });
    expect(m.tryStep(first, "a", "0403")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
    expect(controlOf(first, map, m.at("0404"))).toBe(US);
    const through = m.walk(first, "b", ["0402", "0403", "0404"]);
    expect(through.activation!.movers.b).toMatchObject({ stopped: false, mp: 1 });
    const assault = m.step(through, "b", "0405");
    expect(assault.events).toContainEqual(expect.objectContaining({ type: "assault-declared", hex: m.at("0405"), block: "b" }));
  });
});
