import { describe, expect, it } from "vitest";
import type { ReducedBattle } from "../../../../../src/engine/rules/series/events/types";
import { SERIES_GAMES, type SeriesGame } from "./games";

/** A `maj` (rank 3) with an INF in H, an INF and a `lt` (rank 2) adjacent; an INF out of reach. */
function segment(g: SeriesGame) {
  const H = g.at(6, 6);
  const [adj] = g.map.around(H).slice(1) as [number];
  const b = g.battle(
    [
      { id: "i1", side: "soviet", hex: H },
      { id: "i2", side: "soviet", hex: adj },
      { id: "far", side: "soviet", hex: g.at(14, 12) },
      { id: "g1", side: "german", hex: g.at(16, 12) },
    ],
    [
      { id: "maj", side: "soviet", hex: H, rank: 3 },
      { id: "lt", side: "soviet", hex: adj, rank: 2 },
      { id: "cpl", side: "soviet", hex: g.at(14, 12), rank: 1 },
    ],
  );
  return b;
}

function done(g: SeriesGame, b: ReducedBattle, c: Parameters<SeriesGame["run"]>[1]) {
  const r = g.run(b, c);
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r;
}

describe.each(SERIES_GAMES)("$name: the activate and end-activation commands (3.1, 3.13)", (g) => {
  const refused = (b: ReducedBattle, c: Parameters<SeriesGame["run"]>[1], rule: string, code: string) => expect(g.run(b, c)).toMatchObject({ status: "refused", rule, code });
  const activate = (pieces: Record<string, "move" | "fire" | { action: "move" | "fire"; ledBy?: string }>, root: { leader: string } | { piece: string } = { leader: "maj" }) =>
    ({ type: "activate", side: "soviet", root, pieces }) as const;

  it(`${g.cite("3.13")} each piece's action is designated before any acts; the leaders directing them take part; all are marked MOVED/FIRED when the segment ends`, () => {
    const r = done(g, segment(g), activate({ i1: "fire", i2: { action: "move", ledBy: "lt" } }));
    expect(r.record.events.map((e) => e.type)).toEqual(["activated"]);
    expect(r.state.activation!.pieces).toMatchObject({ i1: { action: "fire", ledBy: "maj" }, i2: { action: "move", ledBy: "lt" }, lt: { action: "move", ledBy: "maj" }, maj: { action: "move", ledBy: null } });
    const e = done(g, r.state, { type: "end-activation", side: "soviet" });
    expect(e.record.events.map((x) => x.type)).toEqual(["moved-fired", "activation-ended", "segment-ended"]);
    expect(e.record.events[0]).toMatchObject({ pieces: ["i1", "i2", "maj", "lt"], rule: g.cite("3.13") });
    expect(e.state.activation).toBeNull();
    expect(e.state.impulses!.active).toBe("german");
  });
  it(`${g.cite("3.2")} without a named leader the first to reach a piece activates it`, () => {
    expect(done(g, segment(g), activate({ i2: "move" })).state.activation!.pieces.i2!.ledBy).toBe("maj");
  });
  it(`${g.cite("3.12", "3.2")} a piece out of the root's reach, or a leader named who does not reach it, is refused`, () => {
    refused(segment(g), activate({ far: "move" }), g.cite("3.12", "3.2"), "activation.out-of-scope.leader");
    refused(segment(g), activate({ far: "move" }, { piece: "i1" }), g.cite("3.12", "3.2"), "activation.out-of-scope.self");
    refused(segment(g), activate({ i1: { action: "move", ledBy: "cpl" } }), g.cite("3.12", "3.2"), "activation.not-led-by");
  });
  it(`${g.cite("3.13 (once)")} a piece under MOVED/FIRED does not activate again this turn`, () => {
    const b = segment(g);
    b.units.get("i1")!.movedFired = true;
    refused(b, activate({ i1: "move" }), g.cite("3.13 (once)"), "activation.moved-fired");
  });
  it(`${g.cite("7.22 (opportunity)")} a unit that took opportunity fire does not activate in its own segments`, () => {
    const b = segment(g);
    b.units.get("i1")!.oppFire = true;
    refused(b, activate({ i1: "move" }), g.cite("7.22 (opportunity)"), "activation.opportunity-fired");
  });
  it(`${g.cite("14.3", "3.13")} a demoralized piece may only be designated to move (to attempt recovery)`, () => {
    const b = segment(g);
    b.units.get("i1")!.status = "demoralized";
    refused(b, activate({ i1: "fire" }), g.cite("14.3", "3.13"), "activation.demoralized");
  });
  it(`${g.cite("3.1")} a segment activates someone, of the side, in the action phase, one at a time`, () => {
    refused(segment(g), activate({}), g.cite("3.1"), "activation.nobody");
    // A piece of the side off the board that is not entering (none enters in these battles).
    const off = segment(g);
    refused({ ...off, units: new Map([...off.units].map(([id, u]) => [id, id === "far" ? { ...u, hex: null } : u])) }, activate({ far: "move" }), g.cite("3.1"), "activation.not-your-piece");
    const under = done(g, segment(g), activate({ i1: "move" })).state;
    refused(under, activate({ i2: "move" }), g.cite("3.1"), "activation.under-way");
    refused({ ...segment(g), phase: "initiative", impulses: null }, activate({ i1: "move" }), g.cite("3.1"), "activation.not-action-phase");
    expect(g.run(segment(g), { type: "end-activation", side: "soviet" })).toMatchObject({ status: "refused", rule: g.cite("3.1"), code: "activation.none-under-way" });
  });
  it(`${g.cite("3.0 B")} only the side whose segment it is activates`, () => {
    const b = segment(g);
    b.impulses = { ...b.impulses!, active: "german" };
    refused(b, activate({ i1: "move" }), g.cite("3.0 B"), "sequence.not-your-segment");
  });
});
