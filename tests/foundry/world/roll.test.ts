/** The simulated world's dice (roll.ts): V13's Roll API as the system uses it, and a `fromData` stricter than V13's. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SimChatMessage } from "./documents";
import type { RollJson } from "./roll";
import { BARE, simulatedWorld, type Client } from "./world";

async function pages() {
  const server = simulatedWorld();
  const gm = await server.connect("gm", { entry: BARE });
  const bob = await server.connect("bob", { entry: BARE });
  return { server, gm, bob };
}

/** 2d6 showing 3 and 5, made on `page` as the system makes a card's Roll. */
const built = (page: Client) => page.run(() => Roll.fromTerms([new foundry.dice.terms.Die({ number: 2, faces: 6, results: [{ result: 3, active: true }, { result: 5, active: true }] })]));
const json = (page: Client) => JSON.parse(JSON.stringify(built(page))) as RollJson;

afterEach(() => vi.restoreAllMocks());

describe("the simulated V13 Roll", () => {
  it("a Die made with its results is evaluated; Roll.fromTerms makes it an evaluated Roll whose total is their sum, written as V13 writes it", async () => {
    const { gm } = await pages();
    const roll = built(gm);
    expect([roll.formula, roll.total, roll.dice.map((d) => d.values)]).toEqual(["2d6", 8, [[3, 5]]]);
    expect(json(gm)).toEqual({
      class: "Roll",
      options: {},
      dice: [],
      formula: "2d6",
      terms: [{ class: "Die", options: {}, evaluated: true, number: 2, faces: 6, modifiers: [], results: [{ result: 3, active: true }, { result: 5, active: true }] }],
      total: 8,
      evaluated: true,
    });
    expect(gm.run(() => Roll.fromTerms([new foundry.dice.terms.Die({ number: 2, faces: 6 })])).toJSON()).toMatchObject({ evaluated: false, terms: [{ evaluated: false, results: [] }] });
  });

  it("Roll.fromData takes back what a Roll wrote, on any page, and nothing else: an unknown class, a field missing or added, a wrong total or face", async () => {
    const { gm, bob } = await pages();
    const data = json(gm);
    expect(bob.classes.Roll.fromData(data).dice.map((d) => d.values)).toEqual([[3, 5]]);
    const off: [string, object][] = [
      ["an unknown Roll class", { ...data, class: "DamageRoll" }],
      ["an unknown term class", { ...data, terms: [{ ...data.terms[0], class: "FateDie" }] }],
      ["no total", { ...data, total: undefined }],
      ["no term options", { ...data, terms: [{ ...data.terms[0], options: undefined }] }],
      ["an added field", { ...data, rolled: true }],
      ["a wrong total", { ...data, total: 9 }],
      ["a face no d6 has", { ...data, total: 10, terms: [{ ...data.terms[0], results: [{ result: 3, active: true }, { result: 7, active: true }] }] }],
      ["an unevaluated term", { ...data, terms: [{ ...data.terms[0], evaluated: false }] }],
    ];
    for (const [why, d] of off) expect(() => bob.classes.Roll.fromData(JSON.parse(JSON.stringify(d)) as RollJson), why).toThrow();
  });

  it("a ChatMessage with a Roll not evaluated is refused; a stored roll a page cannot rebuild is left out of its rolls, logged", async () => {
    const { server, gm } = await pages();
    const unevaluated = gm.run(() => new Roll("1d6"));
    await expect(gm.run(() => gm.classes.ChatMessage.create({ content: "", rolls: [unevaluated] }))).rejects.toThrow("Roll objects added to ChatMessage documents must be evaluated");
    const stored = { ...json(gm), total: 9 };
    server.seed("ChatMessage", { content: "", rolls: [JSON.stringify(stored), JSON.stringify(json(gm))] });
    const late = await server.connect("alice", { entry: BARE });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [message] = late.game.messages.contents as SimChatMessage[];
    expect(message!.rolls.map((r) => r.total)).toEqual([8]);
    expect(console.error).toHaveBeenCalledWith("ChatMessage#rolls", expect.any(Error));
  });
});
