/**
 * PG 17.62–17.64 formation command at the referee: the German side's pieces divided between Dora (the CO roll's
 * winner, with the Major) and Bob (with the Captain and his company); the sectors of the scene play no part.
 */
import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { aircraft, at, battle, cmd, codeOf, factor, leader, ports, referee, tableOf, unit } from "./support";

const DIVISION = { maj: "dora", d1: "dora", cpt: "bob", b1: "bob", b2: "bob" };
const state = (leaders = [leader("maj", "german", at(5, 5), "regular", 5), leader("cpt", "german", at(5, 9), "regular", 4)]) =>
  battle(
    [
      unit("d1", "german", "german-infantry", { hex: at(5, 5) }),
      unit("b1", "german", "german-infantry", { hex: at(5, 9) }),
      unit("b2", "german", "german-tank", { hex: at(6, 9) }),
      unit("r1", "soviet", "soviet-infantry", { hex: at(8, 9) }),
    ],
    leaders,
    { offboard: [factor("f1")], aircraft: [aircraft("a1")] },
  );

/** A referee whose German side Dora divided before play (Dora ticked CO; the scene has sectors, which formation ignores). */
async function divided(b: PgBattle = state(), players: Record<string, string> = DIVISION) {
  const game = tableOf(b);
  const r = referee(ports({ bob: "North", dora: "South" }, ["dora"]), game);
  const reply = await r.request("dora", { players });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  return { game, r };
}

describe("PG 17.62 formation command", () => {
  it("PG 17.62: a player may not activate another player's units: Bob activates his company, not Dora's d1, not with it", async () => {
    const { game, r } = await divided();
    const activate = (pieces: Record<string, string>, root: string) => cmd(game, { type: "activate", root: { piece: root }, pieces });
    expect(r.vet("bob", [activate({ b1: "move", b2: "move" }, "b1")])).toBeNull();
    expect(r.vet("bob", [activate({ d1: "move" }, "d1")])).toEqual({ ok: false, code: "referee.pg-not-your-piece", params: { piece: "Infantry" } });
    expect(codeOf(r.vet("bob", [activate({ b1: "move", d1: "move" }, "b1")]))).toBe("referee.pg-not-your-piece");
    expect(codeOf(r.vet("dora", [activate({ b1: "fire" }, "b1")]))).toBe("referee.pg-not-your-piece");
  });

  it("PG 17.62 'no matter where they move on the board': Bob orders b1 wherever it stands, sectors or none", async () => {
    const { game, r } = await divided();
    expect(r.vet("bob", [cmd(game, { type: "move", piece: "b1", to: [5, 4] })])).toBeNull();
    expect(r.vet("bob", [cmd(game, { type: "direct-fire", firers: ["b1"], at: [5, 4] })])).toBeNull();
    expect(codeOf(r.vet("bob", [cmd(game, { type: "dig-in", unit: "d1" })]))).toBe("referee.pg-not-your-piece");
  });

  it("PG 17.62: a decision goes to the player who controls its pieces", async () => {
    const { r } = await divided();
    expect(r.decider({ options: ["b1", "b2", "pass"] }, ["bob", "dora"])).toBe("bob");
    expect(r.decider({ options: ["d1"] }, ["bob", "dora"])).toBe("dora");
    // None of its pieces assigned: the CO.
    expect(r.decider({ options: ["pass"] }, ["bob", "dora"])).toBe("dora");
  });

  it("PG 17.62: the division is made before play by the CO (the GM may change it later) and names only the side's own pieces", async () => {
    const game = tableOf(state(), ["german"]);
    const r = referee(ports({}, ["dora"]), game);
    expect(codeOf(await r.request("dora", { players: DIVISION }))).toBe("referee.pg-formation-fixed");
    expect(codeOf(await r.request("bob", { players: DIVISION }, "german", true))).toBeNull();
    const fresh = referee(ports({}, ["dora"]), tableOf(state()));
    expect(codeOf(await fresh.request("bob", { players: DIVISION }))).toBe("referee.pg-not-commanding-officer");
    expect(codeOf(await fresh.request("dora", { players: { ...DIVISION, r1: "bob" } }))).toBe("referee.pg-bad-assignment");
  });
});

describe("PG 17.63 the Commanding Officer in formation games", () => {
  it("PG 17.63: the CO roll's winner takes the highest-ranking leader: a division giving the Major to Bob is refused", async () => {
    const r = referee(ports({}, ["dora"]), tableOf(state()));
    expect(await r.request("dora", { players: { ...DIVISION, maj: "bob" } })).toEqual({ ok: false, code: "referee.pg-senior-not-co", params: { leader: "maj" } });
  });

  it("PG 17.63: between leaders of the highest rank, one is designated as having seniority", async () => {
    const twin = state([leader("maj", "german", at(5, 5), "regular", 5), leader("maj2", "german", at(5, 9), "regular", 5)]);
    const r = referee(ports({}, ["dora"]), tableOf(twin));
    const players = { maj: "dora", maj2: "bob", d1: "dora", b1: "bob" };
    expect(codeOf(await r.request("dora", { players }))).toBe("referee.pg-name-senior");
    expect(await r.request("dora", { players, senior: "maj" })).toMatchObject({ ok: true, result: { co: "dora", formation: { senior: "maj" } } });
  });

  it("PG 17.63: the CO controls the off-board artillery and air units: Bob's off-board fire and air attack are refused, Dora's not", async () => {
    const { game, r } = await divided();
    const offboard = cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: [8, 9] }] });
    const air = cmd(game, { type: "air-attack", attacks: [{ aircraft: ["a1"], at: [8, 9] }] });
    expect(codeOf(r.vet("bob", [offboard]))).toBe("referee.pg-support-not-co");
    expect(codeOf(r.vet("bob", [air]))).toBe("referee.pg-support-not-co");
    expect(r.vet("dora", [offboard])).toBeNull();
    expect(r.vet("dora", [air])).toBeNull();
    expect(r.vet("bob", [offboard], "german", true)).toBeNull();
  });

  it("PG 17.63: the CO decides which player activates: once Dora names Bob, Dora's other players may not take the segment", async () => {
    const b = state();
    const game = tableOf(b);
    const r = referee(ports({}, ["dora"]), game);
    await r.request("dora", { players: { ...DIVISION, b2: "erik" } });
    const pass = cmd(game, { type: "pass" });
    expect(r.vet("erik", [pass])).toBeNull();
    expect(codeOf(await r.request("bob", { activating: "bob" }))).toBe("referee.pg-not-commanding-officer");
    expect(codeOf(await r.request("dora", { activating: "zed" }))).toBe("referee.pg-bad-activating");
    expect(await r.request("dora", { activating: "bob" })).toMatchObject({ ok: true, result: { activating: "bob" } });
    expect(codeOf(r.vet("erik", [cmd(game, { type: "activate", root: { piece: "b2" }, pieces: { b2: "move" } })]))).toBe("referee.pg-not-your-segment");
    expect(codeOf(r.vet("erik", [pass]))).toBe("referee.pg-not-your-segment");
    expect(r.vet("bob", [cmd(game, { type: "activate", root: { piece: "b1" }, pieces: { b1: "move" } })])).toBeNull();
    expect(r.vet("dora", [pass])).toBeNull();
  });
});

describe("PG 17.64 CO casualties", () => {
  const kill = (b: PgBattle, id: string) => void (b.leaders as Map<string, unknown>).delete(id);

  it("PG 17.64: the Major killed, the player with the next-highest-ranking surviving leader (Bob's Captain) is the new CO", async () => {
    const { game, r } = await divided();
    kill(game.state, "maj");
    expect(await r.request("bob", {})).toMatchObject({ ok: true, result: { co: "bob", tied: [] } });
    expect(r.vet("bob", [cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: [8, 9] }] })])).toBeNull();
    expect(codeOf(r.vet("dora", [cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: [8, 9] }] })]))).toBe("referee.pg-support-not-co");
  });

  it("PG 17.64: a tie for seniority goes to the player controlling the most surviving combat unit steps", async () => {
    const b = state([leader("maj", "german", at(5, 5), "regular", 5), leader("cpt", "german", at(5, 9), "regular", 4), leader("cpt2", "german", at(5, 5), "regular", 4)]);
    const { game, r } = await divided(b, { ...DIVISION, cpt2: "dora" });
    kill(game.state, "maj");
    // Bob: b1 (2 steps) and b2 (2 steps); Dora: d1 (2 steps).
    expect(await r.request("dora", {})).toMatchObject({ result: { co: "bob" } });
    (game.state.units as Map<string, unknown>).delete("b2");
    expect(await r.request("dora", {})).toMatchObject({ result: { co: null, tied: ["bob", "dora"] } });
  });

  it("PG 17.64 'roll a die to resolve ties': the GM names the winner among the tied players; nobody else may", async () => {
    const b = state([leader("maj", "german", at(5, 5), "regular", 5), leader("cpt", "german", at(5, 9), "regular", 4), leader("cpt2", "german", at(5, 5), "regular", 4)]);
    const { game, r } = await divided(b, { maj: "dora", d1: "dora", cpt2: "dora", cpt: "bob", b1: "bob" });
    kill(game.state, "maj");
    const offboard = cmd(game, { type: "offboard-fire", attacks: [{ factors: ["f1"], at: [8, 9] }] });
    expect(codeOf(r.vet("dora", [offboard]))).toBe("referee.pg-support-not-co");
    expect(codeOf(await r.request("dora", { successor: "dora" }))).toBe("referee.pg-successor-gm");
    expect(codeOf(await r.request("gm", { successor: "erik" }, "german", true))).toBe("referee.pg-bad-successor");
    expect(await r.request("gm", { successor: "bob" }, "german", true)).toMatchObject({ ok: true, result: { co: "bob" } });
    expect(r.vet("bob", [offboard])).toBeNull();
  });

  it("the record (division, seniority, successor, the player named) is read back the same from what the store keeps", async () => {
    const { r } = await divided();
    await r.request("dora", { activating: "bob" });
    const { capability } = r;
    expect(capability.record.read(JSON.parse(JSON.stringify(capability.record.write(r.record()))))).toEqual(r.record());
    expect(capability.record.read({ german: { formation: { players: { b1: 3 } } } })).toEqual(new Map());
  });
});

describe("PG 17.62 and the side's set-up", () => {
  it("PG 6.8, 17.62: the side's tank-leader assignment names AFVs of every player and is no player's act: never refused", async () => {
    const { game, r } = await divided();
    expect(r.vet("bob", [cmd(game, { type: "assign-tank-leaders", units: ["b2", "d1"] })])).toBeNull();
  });
});

describe("PG 17.63, 17.64 with no ranked leader", () => {
  it("PG 17.63: a side with no leader of rank: the CO is the roll's winner among the division's players", async () => {
    const b = state([leader("kom", "german", at(5, 5), "kommissar", 0)]);
    const r = referee(ports({}, ["dora"]), tableOf(b));
    expect(await r.request("dora", { players: { d1: "dora", b1: "bob", kom: "bob" } })).toMatchObject({ ok: true, result: { co: "dora", formation: { senior: null } } });
    const none = referee(ports({}, ["dora"]), tableOf(b));
    expect(codeOf(await none.request("gm", { players: { d1: "bob", b1: "bob" } }, "german", true))).toBe("referee.pg-no-co-player");
  });

  it("PG 17.64: every ranked leader killed, the player with the most surviving combat unit steps is the new CO", async () => {
    const { game, r } = await divided();
    for (const id of ["maj", "cpt"]) (game.state.leaders as Map<string, unknown>).delete(id);
    // Bob: b1 and b2 (4 steps); Dora: d1 (2).
    expect(await r.request("dora", {})).toMatchObject({ result: { co: "bob", tied: [] } });
  });
});
