import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../src/engine/rules/pg/data";
import type { PgEvent } from "../../../../src/engine/rules/pg/events";
import type { PgBattle } from "../../../../src/engine/rules/pg/state";
import { pgCards } from "../../../../src/foundry/rulesets/pg/cards";
import { at, battle, map, unit } from "../../../engine/rules/pg/movement-command/fixtures";
import { shown } from "./card-support";

const roll = (...dice: number[]) => ({ dice, sides: 6, total: dice.reduce((a, b) => a + b, 0), purpose: "test" });
const b = (): PgBattle =>
  battle([unit("e", "soviet", "soviet-infantry", at(6, 6)), unit("g", "german", "german-infantry", at(12, 8))], [], {
    aircraft: [{ id: "il-2", side: "soviet", nationality: "soviet", front: { name: "Il-2", direct: 6, bombardment: null }, back: { name: "Il-2M", direct: 8, bombardment: null }, face: "back", used: false }],
  } as Partial<PgBattle>);
/** What an English reader sees of the cards for `events`: each card's lines and notes, text and rule. */
const words = (events: PgEvent[]) => pgCards(b(), events, [], map, pg3Charts.atTable).map((c) => shown(c)).flatMap((d: any) => [...(d.lines ?? []), ...(d.notes ?? [])]);

describe("PG cards of the support weapons, engineers and optional rules", () => {
  it("PG 9.52, 16.11: friendly fire and smoke are lines with their rule", () => {
    expect(words([{ type: "smoke-fired", side: "soviet", gun: "e", at: at(12, 8), roll: roll(3, 4), placed: true, rule: "PG 16.11" } as PgEvent]).map((l: any) => l.rule)).toEqual(["PG 16.11"]);
    const ff = words([{ type: "friendly-fire-rolled", side: "soviet", at: at(12, 8), target: at(11, 8), roll: roll(2), hit: true, rule: "PG 9.52" } as PgEvent]);
    expect(ff).toHaveLength(1);
    expect(ff[0].rule).toBe("PG 9.52");
  });
  it("PG 15.1, 15.11: an aircraft is named by the side it was drawn to, its die and its hex", () => {
    const [line] = words([{ type: "aircraft-rolled", side: "soviet", aircraft: "il-2", at: at(12, 8), roll: roll(2), hit: false, rule: "PG 15.11" } as PgEvent]);
    expect(line.text).toContain("Il-2M");
    expect(line.text).toContain("misses");
    expect(line.rule).toBe("PG 15.11");
  });
  it("PG 5.73, 16.3: the crossing roll against its number and a wreck cleared", () => {
    const lines = words([
      { type: "crossing-rolled", unit: "e", roll: roll(3, 4), target: 8, passed: true, rule: "PG 5.73" },
      { type: "wreck-cleared", unit: "e", hex: at(6, 6), rule: "PG 16.3" },
    ] as PgEvent[]);
    expect(lines.map((l: any) => l.rule)).toEqual(["PG 5.73", "PG 16.3"]);
    expect(lines[0].text).toContain("7");
  });
  it("PG 17.5, 6.9: a random event gives its total and the table's event, or sends the players to their book; cavalry leaders are named", () => {
    expect(words([{ type: "random-event", rolls: [], total: 9, event: { label: "Rain", result: "rain" }, rule: "PG 17.5" } as PgEvent])[0].text).toBe("Random event: 9, Rain");
    expect(words([{ type: "random-event", rolls: [], total: 9, event: null, rule: "PG 17.5" } as PgEvent])[0].text).toContain("scenario book");
    expect(words([{ type: "cavalry-leaders-designated", side: "soviet", leaders: [], rule: "PG 6.9" } as PgEvent])[0]).toMatchObject({ rule: "PG 6.9" });
  });
});
