/**
 * A battle's cards as chat messages (card-post.ts, rolls.ts), in the simulated V13 world: each card's dice are Rolls
 * built through the page's Roll API, showing the engine's faces on every page (what Dice So Nice animates); a card is
 * never lost because of its rolls, nor because another card failed, and the GM is told once when dice went missing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { postCards } from "../../../src/foundry/referee/card-post";
import type { Card } from "../../../src/foundry/referee/ports";
import type { SimChatMessage } from "../world/documents";
import { BARE, simulatedWorld, type Client } from "../world/world";

const roll = (dice: number[], purpose: string) => ({ dice, sides: 6, total: dice.reduce((a, b) => a + b, 0), purpose, event: 0 });
const FIRE: Card = { kind: "fire", data: { at: "[3, 7]" }, rolls: [roll([1, 3], "fire")] };
const MORALE: Card = { kind: "morale", data: { unit: "1st Company" }, rolls: [roll([1, 1], "morale"), roll([5, 4], "morale")] };

async function pages() {
  const server = simulatedWorld();
  const gm = await server.connect("gm", { entry: BARE });
  const bob = await server.connect("bob", { entry: BARE });
  return { server, gm, bob };
}

const post = (gm: Client, cards: readonly Card[]) => gm.run(() => postCards("gm", "steinbach", "infantry-attacks", cards));

/** The cards on a page, oldest first: kind, and each Roll's formula, faces and total as the page rebuilt it. */
const cardsOn = (page: Client) =>
  (page.game.messages.contents as SimChatMessage[]).map((m) => ({
    kind: m.system.kind,
    rolls: m.rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.values), total: r.total })),
  }));

const ALL_DICE = [
  { kind: "fire", rolls: [{ formula: "2d6", faces: [1, 3], total: 4 }] },
  {
    kind: "morale",
    rolls: [
      { formula: "2d6", faces: [1, 1], total: 2 },
      { formula: "2d6", faces: [5, 4], total: 9 },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe("a battle's cards and their dice", () => {
  it("each card is a `card` message whose Rolls, rebuilt on every page, show the engine's faces, the total their sum", async () => {
    const { gm, bob } = await pages();
    await post(gm, [FIRE, MORALE]);
    expect(cardsOn(bob)).toEqual(ALL_DICE);
    expect((bob.game.messages.contents as SimChatMessage[]).map((m) => [m.type, m.author?.id, m.getFlag("hex-tactics", "battle")])).toEqual([
      ["card", "gm", "steinbach"],
      ["card", "gm", "steinbach"],
    ]);
    expect(gm.notifications).toEqual([]);
  });

  it("the Rolls are the page's own, whatever the JSON its Roll writes (another V13 build's): never JSON written by hand", async () => {
    const { gm, bob } = await pages();
    // A build whose dice terms write one more attribute (V13 DiceTerm serializes `method` once a fulfillment method is set).
    for (const page of [gm, bob]) {
      const { Die } = page.dice.terms;
      const written = Die.prototype.toJSON;
      vi.spyOn(Die.prototype, "toJSON").mockImplementation(function (this: InstanceType<typeof Die>) {
        return { ...written.call(this), method: "mersenne" };
      });
    }
    await post(gm, [FIRE, MORALE]);
    expect(cardsOn(bob)).toEqual(ALL_DICE);
    expect(gm.notifications).toEqual([]);
  });

  it("a roll that cannot be built is left off its card, which is posted with the rest; the GM is told once", async () => {
    const { gm, bob } = await pages();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const bad = (c: Card): Card => ({ ...c, rolls: [...c.rolls.slice(0, -1), { ...c.rolls.at(-1)!, dice: [7] }] });
    await post(gm, [bad(FIRE), bad(MORALE)]);
    expect(cardsOn(bob)).toEqual([
      { kind: "fire", rolls: [] },
      { kind: "morale", rolls: [{ formula: "2d6", faces: [1, 1], total: 2 }] },
    ]);
    expect(gm.notifications).toEqual([{ type: "error", message: gm.game.i18n.localize("HEX_TACTICS.Referee.rolls-lost") }]);
    expect(console.error).toHaveBeenCalledWith("hex-tactics | a card's roll could not be built", expect.any(Error));
  });

  it("a card whose message is refused with its rolls is posted again without them; the cards after it stand", async () => {
    const { server, gm, bob } = await pages();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const modify = server.modify.bind(server);
    vi.spyOn(server, "modify").mockImplementationOnce(() => Promise.reject(new Error("the server refused the rolls"))).mockImplementation(modify);
    await post(gm, [FIRE, MORALE]);
    expect(cardsOn(bob)).toEqual([{ kind: "fire", rolls: [] }, ALL_DICE[1]]);
    expect(gm.notifications.map((n) => n.type)).toEqual(["error"]);
    expect(console.error).toHaveBeenCalledWith("hex-tactics | a card could not be posted", new Error("the server refused the rolls"));
  });
});
