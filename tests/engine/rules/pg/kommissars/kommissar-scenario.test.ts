import { describe, expect, it } from "vitest";
import { build, countersJson, demoWith } from "../scenario/support";

/** The demonstration counters with a Soviet Kommissar piece (KOM on both sides, as the counters print it). */
function withKommissar(): any {
  const counters = countersJson();
  const side = (name: string) => ({ ...counters.leaders["soviet-captain"].front, name, rank: { ...counters.leaders["soviet-captain"].front.rank, value: "KOM" } });
  counters.leaders["soviet-kom"] = { nationality: "soviet", front: side("Kommissar Volkov"), back: side("Kommissar Lebedev") };
  return counters;
}

describe("PG 6.6 a scenario's Kommissar", () => {
  it("PG 6.6 a leader piece printing KOM sets up as a Kommissar, not refused as a rank PG 1.2 lacks", () => {
    const scenario = demoWith((s) => s.setup.push({ side: "soviet", counter: "soviet-kom", face: "front", at: [4, 7] }));
    const { battle } = build(scenario, {}, withKommissar());
    expect(battle.leaders.get("soviet-kom")).toMatchObject({ kind: "kommissar", name: "Kommissar Volkov", rankTitle: "KOM", hex: expect.any(Number) });
  });
});
