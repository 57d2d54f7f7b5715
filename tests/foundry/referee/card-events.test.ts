import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../src/engine/core/dice";
import { runCommand } from "../../../src/engine/core/engine";
import { startImpulses } from "../../../src/engine/rules/series/sequence/impulses";
import { publicEvents } from "../../../src/engine/core/views";
import { decodeOnMap } from "../../../src/engine/map";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { IaCommandSchema } from "../../../src/engine/rules/ia/commands/schema";
import { iaRuleset } from "../../../src/engine/rules/ia/ruleset";
import { fireTables, initialBattle, map } from "../world/live/table";

const ia = iaRuleset(map, ia1Tec, { fireTables });

/** The Russians' segment: the Kapitan activates himself, the 2nd Company and — when there is one — the hidden 3rd. */
function activation(hidden: boolean) {
  const before = { ...initialBattle(hidden), phase: "action" as const, impulses: startImpulses("russian", "german", 1) };
  const pieces = { kap: "move", r2: "move", ...(hidden ? { r3: "move" } : {}) };
  const command = decodeOnMap(map, IaCommandSchema, { type: "activate", side: "russian", root: { leader: "kap" }, pieces }, "command");
  const r = runCommand(ia, before, command, new ScriptedDice([]));
  if (r.status !== "done") throw new Error(`expected done, got ${r.status}`);
  return { before, events: r.record.events };
}

describe("the events a chat card may show", () => {
  it("IA1 16.5 an event the Germans see without the hidden company is shown as they see it, as if the company were not there", () => {
    const { before, events } = activation(true);
    const shown = publicEvents(ia, before, events, ["german", "russian"]).events;
    // Not left out (its absence would tell the Germans something): the card they would have had without the company.
    expect(shown).toEqual(activation(false).events);
    expect(JSON.stringify(shown)).not.toContain("r3");
  });

  it("an event every side sees whole is shown as it happened", () => {
    const { before, events } = activation(false);
    expect(publicEvents(ia, before, events, ["german", "russian"]).events).toEqual(events);
  });
});
