/** Every word a card, the tracker or a dialog can show has its lang key: no phrase falls back to the engine's English. */
import { describe, expect, it } from "vitest";
import { MoraleOutcome } from "../../../../src/engine/rules/series/data/schemas/morale";
import { ia1DieTables, ia1FireTables, ia1Tec, ia2Tec } from "../../../../src/engine/rules/ia/data";
import { StatusJson } from "../../../../src/engine/rules/ia/state/battle-schema";
import { IaCommandSchema } from "../../../../src/engine/rules/ia/commands/schema";
import { isPhrase, type Phrase } from "../../../../src/foundry/i18n";
import type { IaCardKind } from "../../../../src/foundry/rulesets/ia/card-data";
import { causeText, outcomeText, statusText } from "../../../../src/foundry/rulesets/ia/card-rows";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import { iaTracker } from "../../../../src/foundry/rulesets/ia/tracker";
import { sampleHeavyFire, sampleMap, sampleOverrun, sampleTurn, sampleTurnEnd } from "../../../support/ia-table-samples";
import { translations } from "../../../support/lang";
import * as assaultSamples from "../../../support/ia-assault-samples";

/** The lang keys of every phrase (and phrase parameter) in `value`. */
function keysOf(value: unknown): string[] {
  if (isPhrase(value)) {
    const p = value as Phrase;
    return [...(p.i18n === null ? [] : [p.i18n]), ...Object.values(p.params ?? {}).flatMap(keysOf)];
  }
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(keysOf);
  return [];
}
const missing = (keys: readonly string[]) => [...new Set(keys)].filter((k) => !translations.has(k));

const CARD_KINDS: readonly IaCardKind[] = ["initiative", "fire", "opportunity-fire", "losses", "morale", "leader-casualty", "decapitation", "recovery", "transport", "move", "activation", "overrun", "sequence", "assault", "harassing-fire", "charge", "unit-action"];

describe("lang keys of the table", () => {
  it("every phrase on the sample turn's cards has its key", () => {
    const steps = [...Object.values(sampleTurn()), sampleTurnEnd(), sampleHeavyFire([1, 1, 5, 5, 6, 6, 1, 1]), sampleOverrun([3, 3])];
    const keys = steps.flatMap((s) => iaCards(s.before, s.events, s.rolls, sampleMap)).flatMap((c) => keysOf(c.data));
    expect(keys.length).toBeGreaterThan(40);
    expect(missing(keys)).toEqual([]);
  });

  it("every phrase on the assault, cavalry, fieldworks and optional-rule cards has its key", () => {
    const { sampleAssault, sampleColdSteel, sampleHarassingFire, sampleCharge, sampleMount, sampleDigIn, sampleFogOfWar, sampleStrategic } = assaultSamples;
    const dice = [3, 4, 2, 5, 6, 6, 4, 4, 5, 5, 3, 3, 2, 2, 6, 6, 5, 5];
    const steps = [sampleAssault(dice), sampleColdSteel(dice), sampleHarassingFire(dice), sampleCharge(), sampleMount("mount"), sampleMount("dismount"), sampleDigIn(), sampleFogOfWar([5, 5, 5, 3]), sampleFogOfWar([1, 1, 1]), sampleStrategic()];
    const keys = steps.flatMap((s) => iaCards(s.before, s.events, s.rolls, sampleMap)).flatMap((c) => keysOf(c.data));
    expect(keys).toEqual(expect.arrayContaining(["HEX_TACTICS.Card.Assault.attacker", "HEX_TACTICS.Card.Assault.first-fire", "HEX_TACTICS.Card.UnitAction.mounted", "HEX_TACTICS.Card.Line.fog-of-war-ended", "HEX_TACTICS.Card.Action.strategic"]));
    expect(missing(keys)).toEqual([]);
  });

  it("every card kind has its title, every command its name (the undone card), every tracker button its label", () => {
    const commands = IaCommandSchema.options.map((o) => o.shape.type.value);
    expect(missing([...CARD_KINDS, "undone", "unknown"].map((k) => `HEX_TACTICS.Card.Title.${k}`))).toEqual([]);
    expect(missing(commands.map((c) => `HEX_TACTICS.Command.${c}`))).toEqual([]);
    expect(missing([...iaTracker.buttons.map((b) => b.action), "undo"].map((a) => `HEX_TACTICS.Tracker.Button.${a}`))).toEqual([]);
  });

  it("IA1 14.0 every morale outcome, state and cause; IA1 4.0 every terrain and hexside of both charts; every fire table; IA1 6.71 every overrun result", () => {
    const overrun = ia1DieTables.tables.find((t) => t.id === "lone-leader-overrun")!.rows.map((r) => `HEX_TACTICS.Card.Overrun.${r.result.value}`);
    expect(overrun).toHaveLength(2);
    const terrain = [ia1Tec, ia2Tec].flatMap((t) => [...Object.keys(t.terrain), ...Object.keys(t.hexsides)]);
    expect(
      missing([
        ...MoraleOutcome.options.flatMap((o) => keysOf(outcomeText(o))),
        ...StatusJson.options.flatMap((s) => keysOf(statusText(s))),
        ...["direct-fire:m2", "opportunity-fire:shot:m1", "catastrophic-loss:kap"].flatMap((c) => keysOf(causeText(c, (id) => id))),
        ...["initiative", "bombardment", "action", "marker-removal", "over"].map((p) => `HEX_TACTICS.Card.Phase.${p}`),
        ...terrain.map((t) => `HEX_TACTICS.Terrain.${t}`),
        ...ia1FireTables.tables.map((t) => `HEX_TACTICS.Card.Table.${t.id}`),
        ...overrun,
      ]),
    ).toEqual([]);
  });
});
