/**
 * The "Done when": a live game through the simulated V13 world — a GM's client refereeing, Alice (Germans) and
 * Bob (Russians) on their own pages. Each step is a request from a player's page; each asserts what EVERY page then
 * holds (`everyone` throws unless the three pages hold the same): the battle Combat's system data, the tokens with
 * their hexes and status effects, and the chat cards with their Rolls. Dice are scripted: the world's `Roll` draws them.
 * The steps run in order on one table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answer, command, everyone, liveTable, newCards, request, result, type LiveTable } from "./table";

let t: LiveTable;
let cards = 0;
/** The cards a step posted (every page holds the same), counted from the last step's. */
const posted = () => {
  const made = newCards(t, cards);
  cards += made.length;
  return made;
};
const token = (piece: string) => everyone(t).tokens.find((x) => x.piece === piece);

describe("a live game refereed by the GM's client", () => {
  beforeAll(async () => {
    t = await liveTable();
  }, 60_000);

  it("the battle put in play is projected to every page: the Combat in its initiative phase, a token per piece on its hex (the hidden company has none)", () => {
    const seen = everyone(t);
    expect(seen.combat).toMatchObject({ ruleset: "infantry-attacks", battle: "steinbach", turn: 1, phase: "initiative", initiative: null, segment: null, canUndo: false });
    expect(seen.tokens).toEqual([
      { piece: "g1", hex: [3, 3], statuses: [] },
      { piece: "g2", hex: [3, 3], statuses: [] },
      { piece: "kap", hex: [3, 7], statuses: [] },
      { piece: "r1", hex: [3, 7], statuses: [] },
      { piece: "r2", hex: [3, 7], statuses: [] },
    ]);
    expect(seen.cards).toEqual([]);
  });

  it("IA1 3.0 A the initiative roll: a card with the segments won, the engine's faces as the message's Rolls", async () => {
    t.server.dice.push(4, 2);
    const reply = await command(t.alice, { type: "roll-initiative" });
    expect(result(reply).status).toBe("done");
    expect(t.server.dice.remaining).toBe(0);
    expect(everyone(t).combat).toMatchObject({
      phase: "action",
      initiative: { winner: "german", segments: 1, rolls: [{ side: "german", dice: [4], total: 7 }, { side: "russian", dice: [2], total: 5 }] },
      active: "german",
      lead: 1,
    });
    const [card, ...rest] = posted();
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ kind: "initiative", data: { winner: "Germans", segments: 1, rule: "IA1 3.0 A" } });
    expect(card!.rolls).toEqual([
      { formula: "1d6", faces: [4] },
      { formula: "1d6", faces: [2] },
    ]);
  });

  it("IA1 3.13 an activation designates move or fire per piece; the Combat shows the segment, an activation card lists it", async () => {
    const reply = await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire", g2: "move" } });
    expect(result(reply).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({
      segment: {
        side: "german",
        pieces: [
          { piece: "g1", action: "fire", ledBy: null },
          { piece: "g2", action: "move", ledBy: null },
        ],
      },
      canUndo: true,
    });
    expect(posted()).toEqual([
      {
        kind: "activation",
        data: expect.objectContaining({
          side: "Germans",
          pieces: [
            { piece: "1./IR 147", action: { i18n: "HEX_TACTICS.Card.Action.fire" }, ledBy: null },
            { piece: "2./IR 147", action: { i18n: "HEX_TACTICS.Card.Action.move" }, ledBy: null },
          ],
        }),
        rolls: [],
      },
    ]);
  });

  it("undo takes the activation back (no die, no reveal, no other side's decision): the documents are projected again", async () => {
    const reply = await request(t.alice, { kind: "undo" });
    expect(reply).toEqual({ ok: true, result: { undone: "activate" } });
    expect(everyone(t).combat).toMatchObject({ phase: "action", active: "german", segment: null, canUndo: false });
    expect(posted()).toEqual([{ kind: "undone", data: { command: "activate", side: "german" }, rolls: [] }]);
    // Designated again, g1 alone to fire.
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({ segment: { side: "german", pieces: [{ piece: "g1", action: "fire", ledBy: null }] } });
    expect(posted().map((c) => c.kind)).toEqual(["activation"]);
  });

  it("IA1 10.2, 7.61, 14.1, 6.7 a direct fire: Bob allocates the loss in his own dialog; morale checks, leader first, and the Kapitan's casualty roll follow", async () => {
    // Fire 1+3 = 4: X in every column of the fixture table; morale: the Kapitan 1+1, 1st Company 1+1, 2nd Company 5+4; casualty 6+6.
    t.server.dice.push(1, 3, 1, 1, 1, 1, 5, 4, 6, 6);
    const fired = command(t.alice, { type: "direct-fire", firers: ["g1"], at: [3, 7] });
    const dialog = await answer(t.bob, 1);
    expect(dialog.buttons.map((b) => [b.label, b.default ?? false])).toEqual([
      ["1st Company (default)", true],
      ["2nd Company", false],
    ]);
    // Only Bob was asked.
    expect([t.gm.dialogs.length, t.alice.dialogs.length]).toEqual([0, 0]);
    const done = result(await fired);
    expect(done.status).toBe("done");
    expect(t.server.dice.remaining).toBe(0);

    expect(token("g1")).toEqual({ piece: "g1", hex: [3, 3], statuses: ["ht-moved-fired"] });
    expect(token("r2")).toEqual({ piece: "r2", hex: [3, 7], statuses: ["ht-demoralized"] });
    expect([token("r1")?.statuses, token("kap")?.statuses]).toEqual([[], []]);
    expect(everyone(t).combat).toMatchObject({ canUndo: false });

    const [fire, losses, morale, casualty, ...rest] = posted();
    expect(rest).toEqual([]);
    expect(fire).toMatchObject({
      kind: "fire",
      data: {
        side: "Germans",
        firers: ["1./IR 147"],
        strength: 5,
        column: 10,
        dice: [1, 3],
        roll: 4,
        results: [
          { piece: "1st Company", column: 10, result: "X" },
          { piece: "2nd Company", column: 10, result: "X" },
          { piece: "Kapitan Orlov", column: 10, result: "X" },
        ],
        rule: "IA1 10.2",
      },
      rolls: [{ formula: "2d6", faces: [1, 3] }],
    });
    expect(fire!.data).toMatchObject({ columnTrace: expect.arrayContaining([expect.objectContaining({ value: "+2", rule: "IA1 4.2" }), expect.objectContaining({ value: "-1", rule: "IA1 13.15" })]) });
    expect(losses).toMatchObject({
      kind: "losses",
      data: { rows: [{ text: { i18n: "HEX_TACTICS.Card.Loss.allocated", params: { result: "X", unit: "2nd Company" } }, rule: "IA1 7.61" }] },
      rolls: [],
    });
    expect(morale!.kind).toBe("morale");
    const checks = (morale!.data as { checks: { piece: string; leaderCheck: boolean; helper: string | null; check: Record<string, unknown>; outcome: string }[] }).checks;
    expect(checks.map((c) => [c.piece, c.leaderCheck, c.helper, c.check.dice, c.check.result, c.check.target, c.check.margin, c.outcome])).toEqual([
      ["Kapitan Orlov", true, null, [1, 1], 4, 8, -4, "no-effect"],
      ["1st Company", false, "Kapitan Orlov", [1, 1], 4, 9, -5, "no-effect"],
      ["2nd Company", false, "Kapitan Orlov", [5, 4], 11, 8, 3, "demoralized"],
    ]);
    expect(morale!.rolls).toEqual([
      { formula: "2d6", faces: [1, 1] },
      { formula: "2d6", faces: [1, 1] },
      { formula: "2d6", faces: [5, 4] },
    ]);
    expect(casualty).toEqual({
      kind: "leader-casualty",
      data: { rolls: [{ leader: "Kapitan Orlov", dice: [6, 6], roll: 12, stepsLost: 1, result: 11, eliminated: false, rule: "IA1 6.7" }], notes: [] },
      rolls: [{ formula: "2d6", faces: [6, 6] }],
    });
  });

  it("IA1 7.61 a command that had another side decide stands: undo is refused", async () => {
    expect(await request(t.alice, { kind: "undo" })).toMatchObject({ ok: false, code: "referee.cannot-undo" });
    expect(posted()).toEqual([]);
  });

  it("IA1 14.4, 6.62 a recovery: Bob activates his Kapitan, chooses him to help, and the demoralized company recovers", async () => {
    expect(result(await command(t.alice, { type: "end-activation" })).status).toBe("done");
    expect(token("g1")?.statuses).toEqual(["ht-moved-fired"]);
    expect(everyone(t).combat).toMatchObject({ active: "russian", segment: null });
    posted();
    expect(result(await command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", r2: "move", r3: "move" } })).status).toBe("done");
    // The Combat shows the segment as the Germans may know it: the hidden company is not in it (IA1 16.5).
    expect(everyone(t).combat).toMatchObject({
      segment: {
        side: "russian",
        pieces: [
          { piece: "kap", action: "move", ledBy: null },
          { piece: "r2", action: "move", ledBy: "kap" },
        ],
      },
    });
    // Its card too: the activation as the Germans see it, the hidden company left out.
    expect(posted()).toEqual([
      {
        kind: "activation",
        data: expect.objectContaining({
          side: "Russians",
          pieces: [
            { piece: "Kapitan Orlov", action: { i18n: "HEX_TACTICS.Card.Action.move" }, ledBy: null },
            { piece: "2nd Company", action: { i18n: "HEX_TACTICS.Card.Action.move" }, ledBy: "Kapitan Orlov" },
          ],
        }),
        rolls: [],
      },
    ]);

    t.server.dice.push(1, 1);
    const recovering = command(t.bob, { type: "recover", piece: "r2" });
    const dialog = await answer(t.bob, 0);
    expect(dialog.buttons.map((b) => b.label)).toEqual(["Kapitan Orlov (default)", "None"]);
    expect(result(await recovering).status).toBe("done");
    expect(t.server.dice.remaining).toBe(0);
    expect(token("r2")?.statuses).toEqual(["ht-moved-fired"]);
    const [card, ...rest] = posted();
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ kind: "recovery", rolls: [{ formula: "2d6", faces: [1, 1] }] });
    expect(JSON.stringify(card)).toContain("2nd Company");
  });

  it("IA1 3.0 C, 3.0 D two passes in a row end the turn: markers come off, turn 2 begins with its initiative phase", async () => {
    expect(result(await command(t.bob, { type: "end-activation" })).status).toBe("done");
    posted();
    expect(result(await command(t.alice, { type: "pass" })).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({ turn: 1, phase: "action", active: "russian", lastPass: "german" });
    posted();
    expect(result(await command(t.bob, { type: "pass" })).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({ turn: 2, phase: "initiative", initiative: null, active: null, segment: null });
    expect(everyone(t).tokens.map((x) => [x.piece, x.statuses])).toEqual([
      ["g1", []],
      ["g2", []],
      ["kap", []],
      ["r1", []],
      ["r2", []],
    ]);
    expect(posted().map((c) => c.kind)).toContain("sequence");
  });
});
