/**
 * PG 17.61, 17.63 sector command at the referee: Bob commands North, Carol South, Dora (the CO) no sector. What a
 * sector commander may order and fire at, and the CO's division of the off-board artillery and aircraft each turn.
 */
import { describe, expect, it } from "vitest";
import { aircraft, at, battle, cmd, codeOf, factor, ports, referee, tableOf, unit } from "./support";

const SECTOR_OF = { bob: "North", carol: "South" };
const state = (over = {}) =>
  battle(
    [unit("n1", "german", "german-infantry", { hex: at(5, 5) }), unit("s1", "german", "german-infantry", { hex: at(5, 8) }), unit("r1", "soviet", "soviet-infantry", { hex: at(6, 9) })],
    [],
    { offboard: [factor("f1"), factor("f2")], aircraft: [aircraft("a1")], ...over },
  );

describe("PG 17.61 sector command", () => {
  const game = tableOf(state());
  const r = referee(ports(SECTOR_OF, ["dora"]), game);

  it("PG 17.61: a sector commander orders only his side's pieces in his sector: Bob activates n1, not s1 in South", () => {
    expect(r.vet("bob", [cmd(game, { type: "activate", root: { piece: "n1" }, pieces: { n1: "move" } })])).toBeNull();
    const refused = r.vet("bob", [cmd(game, { type: "activate", root: { piece: "s1" }, pieces: { s1: "move" } })]);
    expect(refused).toEqual({ ok: false, code: "referee.pg-not-your-sector", params: { sector: "North", other: "South" } });
    expect(r.vet("carol", [cmd(game, { type: "activate", root: { piece: "s1" }, pieces: { s1: "move" } })])).toBeNull();
  });

  it("PG 17.61: fire at a target outside one's sector is refused: Bob's n1 may fire into North, not at the Soviets in South", () => {
    expect(codeOf(r.vet("bob", [cmd(game, { type: "direct-fire", firers: ["n1"], at: [6, 9] })]))).toBe("referee.pg-target-outside-sector");
    expect(codeOf(r.vet("bob", [cmd(game, { type: "bombard", firers: ["n1"], at: [6, 9] })]))).toBe("referee.pg-target-outside-sector");
    expect(codeOf(r.vet("bob", [cmd(game, { type: "at-fire", firer: "n1", target: "r1" })]))).toBe("referee.pg-target-outside-sector");
    expect(r.vet("bob", [cmd(game, { type: "direct-fire", firers: ["n1"], at: [6, 4] })])).toBeNull();
  });

  it("PG 17.61 has no clause against entering another sector: Bob moves n1 into South (it is Carol's from then on)", () => {
    expect(r.vet("bob", [cmd(game, { type: "move", piece: "n1", to: [5, 7] })])).toBeNull();
    const moved = tableOf(state({}));
    moved.state.units.get("n1")!.hex = at(5, 7);
    const after = referee(ports(SECTOR_OF, ["dora"]), moved);
    expect(codeOf(after.vet("bob", [cmd(moved, { type: "move", piece: "n1", to: [5, 8] })]))).toBe("referee.pg-not-your-sector");
    expect(after.vet("carol", [cmd(moved, { type: "move", piece: "n1", to: [5, 8] })])).toBeNull();
  });

  it("PG 17.61 'except to initiate or join an assault': an assault is made where its units stand, whoever's sector the enemy is in", () => {
    const mixed = tableOf(battle([unit("n1", "german", "german-infantry", { hex: at(6, 9) }), unit("r1", "soviet", "soviet-infantry", { hex: at(6, 9) })]));
    const c = referee(ports(SECTOR_OF), mixed);
    expect(c.vet("carol", [cmd(mixed, { type: "assault", at: [6, 9], units: ["n1"] })])).toBeNull();
    expect(codeOf(c.vet("bob", [cmd(mixed, { type: "assault", at: [6, 9], units: ["n1"] })]))).toBe("referee.pg-not-your-sector");
  });

  it("PG 16.6: an AT attack on a hidden Soviet unit is refused by the engine alone: the vet says the same as for no unit", () => {
    const hidden = tableOf(battle([unit("n1", "german", "german-infantry", { hex: at(5, 5) }), unit("h", "soviet", "soviet-infantry", { hex: at(6, 9), hidden: true })]));
    const c = referee(ports(SECTOR_OF), hidden);
    expect(c.vet("bob", [cmd(hidden, { type: "at-fire", firer: "n1", target: "h" })])).toEqual(c.vet("bob", [cmd(hidden, { type: "at-fire", firer: "n1", target: "nobody" })]));
  });

  it("a player with no sector, the GM, and a scene with no sectors are held to nothing", () => {
    const fire = [cmd(game, { type: "direct-fire", firers: ["s1"], at: [6, 4] })];
    expect(r.vet("dora", fire)).toBeNull();
    expect(r.vet("bob", fire, "german", true)).toBeNull();
    expect(referee(ports(SECTOR_OF, [], []), game).vet("bob", fire)).toBeNull();
  });

  it("PG 17.61: a decision goes to the player whose sector holds its pieces", () => {
    expect(r.decider({ options: ["s1", "pass"] }, ["bob", "carol"])).toBe("carol");
    expect(r.decider({ options: ["n1"] }, ["bob", "carol"])).toBe("bob");
  });
});

describe("PG 17.63 the CO divides the off-board artillery and aircraft between the sectors each turn", () => {
  it("PG 17.63: given before turn 1 begins, for turn 1: f1 and a1 to South; Bob may not fire them, Carol may, only into South", async () => {
    const game = tableOf(state());
    const r = referee(ports(SECTOR_OF, ["dora"]), game);
    expect(await r.request("dora", { support: [{ factor: "f1", sector: "South" }, { factor: "a1", sector: "South" }] })).toMatchObject({ ok: true, result: { turn: 1 } });
    const f1 = (user: string, hex: [number, number]) => r.vet(user, [cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: hex }] })]);
    expect(f1("bob", [6, 4])).toEqual({ ok: false, code: "referee.pg-support-not-yours", params: { sector: "North", factor: "f1 (20)", other: "South" } });
    expect(f1("carol", [6, 9])).toBeNull();
    expect(codeOf(f1("carol", [6, 4]))).toBe("referee.pg-target-outside-sector");
    expect(codeOf(r.vet("bob", [cmd(game, { type: "air-attack", attacks: [{ aircraft: ["a1"], at: [6, 4] }] })]))).toBe("referee.pg-support-not-yours");
    // f2, not divided, is any commander's, into his own sector.
    expect(r.vet("bob", [cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f2"], at: [6, 4] }] })])).toBeNull();
  });

  it("PG 17.63 'at the start of each turn': after turn 1 began the division is for turn 2, and turn 1's stays in force", async () => {
    const game = tableOf(state({ initiative: { first: "german" } }));
    const r = referee(ports(SECTOR_OF, ["dora"]), game);
    expect(await r.request("dora", { support: [{ factor: "f1", sector: "South" }] })).toMatchObject({ ok: true, result: { turn: 2 } });
    expect(r.vet("bob", [cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: [6, 4] }] })])).toBeNull();
  });

  it("PG 17.63: only the CO (or the GM) divides the fire, among the side's factors and aircraft and the scene's sectors", async () => {
    const r = referee(ports(SECTOR_OF, ["dora"]), tableOf(state()));
    expect(codeOf(await r.request("bob", { support: [{ factor: "f1", sector: "North" }] }))).toBe("referee.pg-not-commanding-officer");
    expect(codeOf(await r.request("dora", { support: [{ factor: "f9", sector: "North" }] }))).toBe("referee.pg-bad-support-sector");
    expect(codeOf(await r.request("dora", { support: [{ factor: "f1", sector: "East" }] }))).toBe("referee.pg-bad-support-sector");
    expect(codeOf(await r.request("dora", { support: "f1" }))).toBe("referee.pg-bad-support");
    expect(r.record().size).toBe(0);
    expect(await r.request("gm", { support: [{ factor: "f1", sector: "North" }] }, "german", true)).toMatchObject({ ok: true });
  });

  it("the division is the side's secret record, read back the same from what the store keeps", async () => {
    const r = referee(ports(SECTOR_OF, ["dora"]), tableOf(state()));
    await r.request("dora", { support: [{ factor: "f1", sector: "South" }] });
    const { capability } = r;
    expect(capability.record.read(JSON.parse(JSON.stringify(capability.record.write(r.record()))))).toEqual(r.record());
    expect([...r.record().keys()]).toEqual(["german"]);
  });
});
