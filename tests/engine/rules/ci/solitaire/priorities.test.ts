import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex/axial";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import { CI_QUERIES } from "../../../../../src/engine/rules/ci/queries/oracle-queries";
import { suggest } from "../../../../../src/engine/rules/ci/solitaire/priorities";
import type { CiBattle, CiBattleInput } from "../../../../../src/engine/rules/ci/state";
import { NO_OPTIONS } from "../../../../../src/engine/rules/ci/state/options";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciBattle, ciMap, ciRunner, FIXTURE_NUMBERS, GERMAN, offsetOf, US, type BattleSpec } from "../support/fixture";
import { nameOf } from "../sequence/support";

const map = ciMap({ hexes: { "0506": { terrain: "woods" }, "0606": { terrain: "orchard" } }, hexsides: [["0506", "0507", ["river", "bridge-wood"]]] });
const { at, run } = ciRunner(map);

const CHQ = { uchq: { kind: "us-chq", at: "0102", company: "B", orientation: "face-up" } } as const;
const COMMANDS = { activation: { side: US, company: "B", hq: "uchq", stage: "commands" } } as const;

/** US company B under its CHQ's commands (any three units anywhere), with `blocks`. */
const battle = (blocks: BattleSpec["blocks"], extra: Partial<CiBattleInput> = {}, numbers = FIXTURE_NUMBERS): CiBattle => {
  const b = ciBattle(map, { blocks: { ...CHQ, ...blocks }, numbers, extra: { ...COMMANDS, ...extra } as Partial<CiBattleInput> });
  b.blocks.uchq!.hqActivated = true;
  return b;
};

/** The oracle's `ci-suggest`, on the view of the side it names (as the oracle runs it). */
const ask = (b: CiBattle, side: string) => CI_QUERIES["ci-suggest"]!.run({ state: ciSideView(b, side), map, charts: {} as never }, { side }) as ReturnType<typeof suggest>;
const suggested = (b: CiBattle) => ask(b, US);

/** A suggestion the rules accept on the whole battle too. */
function expectLegal(b: CiBattle, c: CiCommand | null): void {
  expect(c).not.toBeNull();
  expect(run(b, c!).status).not.toBe("refused");
}

const squad = (at: string, more: Partial<BattleSpec["blocks"][string]> = {}) => ({ kind: "us-squad", at, company: "B", platoon: 1, ...more }) as const;
const german = (at: string, more: Partial<BattleSpec["blocks"][string]> = {}) => ({ kind: "ger-squad", at, company: "A", platoon: 1, ...more }) as const;

describe("CI 10.x Solitaire (activation priorities)", () => {
  it("CI 10.x Solitaire: priority 1 rallies a 1-step unit before any fire (C79 RP 1)", () => {
    const b = battle({ s1: squad("0304", { strength: 1 }), s2: squad("0304"), g1: german("0305") });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "rally", side: US, unit: nameOf(b, "s1") }, priority: 1 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 1 reads `solitaireRallySteps`: at 2, a 2-step unit rallies (fixture values)", () => {
    const blocks = { s1: squad("0304", { strength: 2 }), g1: german("0309") };
    expect(suggested(battle(blocks)).priority).not.toBe(1);
    const b = battle(blocks, {}, { ...FIXTURE_NUMBERS, solitaireRallySteps: 2 });
    expect(suggested(b)).toEqual({ command: { type: "rally", side: US, unit: nameOf(b, "s1") }, priority: 1 });
  });

  it("CI 10.x Solitaire: priority 2 fires at an adjacent enemy hex holding fewer units than the unit's hex", () => {
    const b = battle({ s1: squad("0304"), s2: squad("0304"), g1: german("0305"), gf: german("0306", { orientation: "face-up" }) });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "fire", side: US, unit: nameOf(b, "s1"), target: { hex: at("0305") } }, priority: 2 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 2 assaults the weaker adjacent hex when it cannot fire there (smoke)", () => {
    // Smoke in 0305 blocks the line of fire into it; the squad may still enter it.
    const b = battle({ s1: squad("0304"), s2: squad("0304"), g1: german("0305") }, { markers: { smoke: [offsetOf("0305")] } as never });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "move", side: US, unit: nameOf(b, "s1"), to: at("0305") }, priority: 2 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 3 fires at the nearest face-up enemy unit when no adjacent hex is weaker", () => {
    const b = battle({ s1: squad("0304"), g1: german("0305"), g2: german("0305"), gf: german("0306", { orientation: "face-up" }), gn: german("0307", { orientation: "face-up" }) });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "fire", side: US, unit: nameOf(b, "s1"), target: { block: "gf" } }, priority: 3 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 3 otherwise fires at the nearest target hex", () => {
    const b = battle({ s1: squad("0304"), g1: german("0306"), g2: german("0307") });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "fire", side: US, unit: nameOf(b, "s1"), target: { hex: at("0306") } }, priority: 3 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 4 takes a special action (a foxhole) when there is nothing to fire at", () => {
    const b = battle({ s1: squad("0304"), g1: german("1010") }, { objectives: [{ hex: offsetOf("0310"), vp: 2 }] as never });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "special", side: US, unit: nameOf(b, "s1"), action: "foxhole" }, priority: 4 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 4 demolishes a bridge when an engineer can dig no foxhole (woods)", () => {
    const b = battle({ e1: { kind: "us-engineer", at: "0506", attachedTo: "B" }, g1: german("1111") });
    const r = suggested(b);
    expect(r).toEqual({ command: { type: "special", side: US, unit: nameOf(b, "e1"), action: "demolish", hexside: [at("0506"), at("0507")] }, priority: 4 });
    expectLegal(b, r.command);
  });

  it("CI 10.x Solitaire: priority 5 passes a unit in 2D terrain (woods) rather than move; priority 6 moves one in an orchard toward the nearest VP location", () => {
    const objectives = { objectives: [{ hex: offsetOf("0510"), vp: 2 }, { hex: offsetOf("1506"), vp: 5 }] as never };
    const woods = battle({ s1: squad("0506"), g1: german("1111") }, objectives);
    expect(suggested(woods)).toEqual({ command: { type: "end-commands", side: US }, priority: null });
    const orchard = battle({ s1: squad("0606"), g1: german("1111") }, objectives);
    const r = suggested(orchard);
    expect(r.priority).toBe(6);
    expect(r.command).toMatchObject({ type: "move", side: US, unit: nameOf(orchard, "s1") });
    const to = (r.command as { to: number }).to;
    const d = (x: number, y: number) => distance(map.hexAt(x), map.hexAt(y));
    expect(d(to, at("0510"))).toBeLessThan(d(at("0606"), at("0510")));
    expectLegal(orchard, r.command);
  });

  it("CI 10.x Solitaire: the priorities follow the sequence: activate an HQ (with the chit-pull, draw one), end the commands, the activation, the Player Turn", () => {
    const idle = ciBattle(map, { blocks: { ...CHQ, s1: squad("0304") } });
    expect(suggested(idle)).toEqual({ command: { type: "activate", side: US, hq: "uchq" }, priority: null });
    const chit = ciBattle(map, { blocks: { ...CHQ, s1: squad("0304") }, extra: { options: { ...NO_OPTIONS, chitPull: true } } });
    expect(suggested(chit)).toEqual({ command: { type: "draw-hq", side: US }, priority: null });
    const hqAction = battle({}, { activation: { ...COMMANDS.activation, stage: "hq-action" } });
    // The HQ's own action goes by the priorities too (here, 4: a foxhole); once it has acted, the activation ends.
    expect(suggested(hqAction)).toEqual({ command: { type: "special", side: US, unit: "uchq", action: "foxhole" }, priority: 4 });
    hqAction.blocks.uchq!.acted = true;
    expect(suggested(hqAction)).toEqual({ command: { type: "end-activation", side: US }, priority: null });
    const done = ciBattle(map, { blocks: { ...CHQ }, extra: { companiesDone: ["B"] } });
    expect(suggested(done)).toEqual({ command: { type: "end-player-turn", side: US }, priority: null });
    expect(ask(done, GERMAN)).toEqual({ command: null, priority: null });
  });

  it("CI 10.x Solitaire: the suggestion reads the side's view only: the same whatever the other side's hidden blocks are", () => {
    const as = (kind: string, strength: number) => battle({ s1: squad("0304"), s2: squad("0304"), g1: { kind, at: "0305", company: "A", platoon: 1, strength } });
    const seen = [as("ger-squad", 1), as("ger-mg42", 3), as("ger-phq", 1)].map(suggested);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(seen[0]!.priority).toBe(2);
  });
});
