import { describe, expect, it } from "vitest";
import { activate, at, battle, fire, playAll, run, rulesetWith, unit } from "./fixtures";

const FROM = at(8, 5);
const TARGET = at(10, 5);
const X = rulesetWith("X");
const M = rulesetWith("M");

/** A Soviet infantry unit (DF 5-3) activated to fire at a German infantry unit two hexes away. */
const ready = (extra: Parameters<typeof battle>[0] = []) =>
  playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("g", "german", "german-infantry", TARGET), ...extra]), [activate({ i: "fire" }, { piece: "i" })]);

describe("PG 10.0–10.2 direct fire, end to end", () => {
  it("PG 10.2 one roll on the column of the total; an X costs the target a step (7.61); the firer is marked MOVED/FIRED (7.46)", () => {
    const r = run(X, ready(), fire(["i"], TARGET), [3, 4]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    const events = r.record.events;
    expect(events.find((e) => e.type === "fire-resolved")).toMatchObject({ side: "soviet", firers: ["i"], at: TARGET, strength: 5, column: 4, rule: "PG 10.2" });
    expect(events).toContainEqual({ type: "steps-lost", unit: "g", steps: 1, rule: "PG 7.61" });
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["i"], rule: "PG 7.46" });
  });
  it("PG 14.1 an M: the target checks morale, 2d6 against its side's morale", () => {
    const r = run(M, ready(), fire(["i"], TARGET), [3, 4, 6, 6]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.record.events.find((e) => e.type === "morale-checked")).toMatchObject({ piece: "g", rule: expect.stringMatching(/^PG 14\.1/) });
  });
});

describe("PG direct fire refusals, each naming its rule", () => {
  it("PG 3.13 a unit not designated to fire", () => {
    const moved = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("g", "german", "german-infantry", TARGET)]), [activate({ i: "move" }, { piece: "i" })]);
    expect(run(X, moved, fire(["i"], TARGET))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "fire.not-designated" });
  });
  it("PG 7.32 out of range", () => {
    const far = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("g", "german", "german-infantry", at(12, 5))]), [activate({ i: "fire" }, { piece: "i" })]);
    expect(run(X, far, fire(["i"], at(12, 5)))).toMatchObject({ status: "refused", rule: "PG 7.32", code: "fire.out-of-range" });
  });
  it("PG 14.3 a demoralized unit does not fire", () => {
    const b = ready();
    b.units.get("i")!.status = "demoralized";
    expect(run(X, b, fire(["i"], TARGET))).toMatchObject({ status: "refused", rule: "PG 14.3", code: "fire.demoralized" });
  });
  it("PG 10.1 friendly non-AFV units between firer and target block its fire", () => {
    // Down the column: [8, 6] lies on the line from [8, 5] to [8, 7].
    const b = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("j", "soviet", "soviet-infantry", at(8, 6)), unit("g", "german", "german-infantry", at(8, 7))]), [activate({ i: "fire" }, { piece: "i" })]);
    expect(run(X, b, fire(["i"], at(8, 7)))).toMatchObject({ status: "refused", rule: "PG 10.1", code: "fire.blocked" });
  });
  it("PG 10.4 no direct fire into an assault hex", () => {
    const b = ready([unit("j", "soviet", "soviet-infantry", TARGET)]);
    expect(run(X, b, fire(["i"], TARGET))).toMatchObject({ status: "refused", rule: "PG 10.4", code: "target.assault-hex" });
  });
});
