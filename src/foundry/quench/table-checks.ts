/**
 * In-world checks of what the simulated world assumes of V13 (docs/foundry-check.md, docs/simulated-world.md), run by a
 * GM in a real world with Quench (register-quench.ts) and by `npm test` in the simulated world
 * (tests/foundry/quench/table-checks.test.ts), so they cannot rot. Each makes what it needs (a scratch scene, token,
 * message, store probe) and removes it. Those that need a player's client skip when none is connected.
 */
import { SYSTEM_ID } from "../constants";
import { DIMMED_ALPHA } from "../canvas/fog-marks";
import { refreshFogTokens } from "../canvas/fog-token";
import { unspottedHere } from "../canvas/register-canvas";
import { heldKey } from "../referee/keyring";
import { BATTLE_COMBAT, refereeWrite } from "../referee/projection-writer";
import { isSealed } from "../referee/sealed";
import { closeAfter } from "../referee/decision-prompt";
import { QUERY, type Message } from "../referee/protocol";
import { rollOf } from "../referee/rolls";
import { RefereeStore, STORE_PACK, storeIsPrivate } from "../referee/store";
import { STORE_SEEN } from "../referee/store-watch";
import { tableClient } from "../referee/table-client";
import { fogMode } from "../settings/settings";
import { CARD_MESSAGE } from "../referee/card-post";
import { tableRulesets } from "../rulesets/table-ruleset";

/** The part of Quench's batch context (Mocha and Chai) the checks use. */
export interface CheckContext {
  describe(title: string, fn: () => void): void;
  it(title: string, fn: (this: { skip(): void; timeout(ms: number): void }) => Promise<void>): void;
  assert: {
    ok(value: unknown, message?: string): void;
    equal(actual: unknown, expected: unknown, message?: string): void;
    deepEqual(actual: unknown, expected: unknown, message?: string): void;
    isAtMost(value: number, most: number, message?: string): void;
  };
}

/* Foundry's documents and canvas are used loosely (`any`) here: scratch objects the checks make and remove. */
const world = (): any => game;
const documents = (): any => globalThis;
const board = (): any => (globalThis as any).canvas;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const players = (): any[] => world().users.filter((u: any) => !u.isGM);
const playersOn = (): any[] => players().filter((u: any) => u.active);

/** A scratch scene and a battle token on it, like the referee's (flags of a battle and a piece), removed by `done`. */
async function scratchToken(): Promise<{ scene: any; token: any; actor: any; done(): Promise<void> }> {
  const scene = await documents().Scene.create({ name: "Hex Tactics check", active: false, tokenVision: false, grid: { type: CONST.GRID_TYPES.HEXODDQ, size: 100 }, width: 1000, height: 1000, padding: 0 });
  const actor = await documents().Actor.create({ name: "Hex Tactics check", type: "marker", system: { kind: "smoke" } });
  const data = (await actor.getTokenDocument({ x: 0, y: 0, actorLink: false, flags: { [SYSTEM_ID]: { battle: "hex-tactics-check", piece: "check" } } })).toObject();
  const [token] = await scene.createEmbeddedDocuments("Token", [data]);
  return {
    scene,
    token,
    actor,
    async done() {
      await scene.delete();
      await actor.delete();
    },
  };
}

export function tableChecks({ describe, it, assert }: CheckContext): void {
  describe("the referee's store", () => {
    it("is a compendium no player or trusted player may read", async () => {
      const pack = world().packs.get(STORE_PACK);
      assert.ok(pack, `there is no ${STORE_PACK}: a GM's client makes it at ready`);
      assert.ok(storeIsPrivate(pack.ownership), `players may read ${STORE_PACK}: ${JSON.stringify(pack.ownership)}`);
    });

    it("holds only sealed pages, under a key this browser holds", async function () {
      const store = await RefereeStore.open();
      if (store.keyId === null) return this.skip();
      assert.ok(await heldKey(store.keyId), `this browser lacks the store's key ${store.keyId}`);
      for (const entry of await world().packs.get(STORE_PACK).getDocuments()) {
        const flags = entry.toObject().flags?.[SYSTEM_ID] ?? {};
        assert.ok(!("saved" in flags) && !("orders" in flags), `${entry.name} keeps a battle in clear`);
        for (const page of entry.pages) {
          const own = page.toObject().flags?.[SYSTEM_ID] ?? {};
          assert.deepEqual(Object.keys(own).sort(), ["kind", "sealed", "seq"], `${entry.name}, page ${page.name}: not a sealed page`);
          assert.ok(isSealed(own.sealed) && own.sealed.key === store.keyId, `${entry.name}, page ${page.name}: not sealed under the store's key`);
          assert.equal(String(page.toObject().text?.content ?? ""), "", `${entry.name}, page ${page.name} has text`);
        }
      }
    });

    it("a player's client receives nothing of its changes (if it does, they are sealed: docs/foundry-check.md)", async function () {
      this.timeout(15_000);
      if (!playersOn().length) return this.skip();
      const seen: string[] = [...tableClient().told].filter((id) => id !== "self");
      const heard = (user: string) => void seen.push(user);
      Hooks.on(STORE_SEEN as never, heard as never);
      try {
        // What the referee writes: an entry, a page of it, a deleted page (sealed: a report says nothing of their contents).
        const probe = await documents().JournalEntry.create({ name: "Hex Tactics check" }, { pack: STORE_PACK });
        const [page] = await probe.createEmbeddedDocuments("JournalEntryPage", [{ name: "1", type: "text", text: { content: "" } }]);
        await probe.deleteEmbeddedDocuments("JournalEntryPage", [page.id]);
        await probe.delete();
        await wait(4000);
      } finally {
        Hooks.off(STORE_SEEN as never, heard as never);
      }
      const names = seen.map((id) => world().users.get(id)?.name ?? id);
      assert.deepEqual(names, [], `the server sent the store's changes to ${names.join(", ")}`);
    });
  });

  describe("moves", () => {
    it("V13 fires preMoveToken for the referee's own write (method api), which moves a battle token; a raw move of one is refused", async function () {
      if (!tableClient().referee) return this.skip();
      const methods: string[] = [];
      const heard = (_doc: unknown, movement: { method?: string }) => void methods.push(String(movement?.method));
      Hooks.on("preMoveToken" as never, heard as never);
      const { scene, token, done } = await scratchToken();
      try {
        const to = scene.grid.getTopLeftPoint({ i: 2, j: 2 });
        await scene.updateEmbeddedDocuments("Token", [{ _id: token.id, ...to }], refereeWrite());
        assert.deepEqual([token.x, token.y], [to.x, to.y], "the referee's write did not move the token");
        assert.deepEqual(methods, ["api"], "preMoveToken did not fire for the referee's write, with method api");
        const away = scene.grid.getTopLeftPoint({ i: 4, j: 4 });
        await token.update(away);
        assert.deepEqual([token.x, token.y], [to.x, to.y], "a raw move of a battle token was let through");
      } finally {
        Hooks.off("preMoveToken" as never, heard as never);
        await done();
      }
    });

    it("a marker token placed turned, as the referee places one along a hexside, keeps its rotation", async function () {
      if (!tableClient().referee) return this.skip();
      const { scene, actor, done } = await scratchToken();
      try {
        // As projection-writer.ts makes a marker on a hexside: the token document of its marker actor, turned.
        const data = (await actor.getTokenDocument({ x: 100, y: 100, rotation: 60, actorLink: false, flags: { [SYSTEM_ID]: { battle: "hex-tactics-check", piece: "check-turned" } } })).toObject();
        const [turned] = await scene.createEmbeddedDocuments("Token", [data], refereeWrite());
        assert.equal(turned.rotation, 60, "a marker token made turned lies flat");
      } finally {
        await done();
      }
    });
  });

  describe("fog", () => {
    it("an unspotted enemy token is not drawn (fog hidden) or its image is dimmed (fog dimmed): V13 draws its mesh by Token#isVisible", async function () {
      this.timeout(15_000);
      const before = board()?.scene;
      const { scene, token, done } = await scratchToken();
      try {
        await scene.view();
        await wait(300);
        const drawn = board().tokens.get(token.id);
        assert.ok(drawn?.mesh, "the token has no image");
        // The fog as a side's last `sight` reply would leave it (the next refresh replaces it).
        const unspotted = unspottedHere();
        unspotted.add("check");
        refreshFogTokens([drawn]);
        await wait(200);
        if (fogMode() === "hidden") assert.ok(!drawn.visible && !drawn.mesh.visible, "the unspotted token is drawn");
        else assert.isAtMost(drawn.mesh.alpha, DIMMED_ALPHA, "the unspotted token's image is not dimmed");
        unspotted.delete("check");
        refreshFogTokens([drawn]);
        await wait(200);
        assert.ok(drawn.visible && drawn.mesh.visible && drawn.mesh.alpha > DIMMED_ALPHA, "the spotted token is not drawn");
      } finally {
        unspottedHere().delete("check");
        await before?.view();
        await done();
      }
    });
  });

  describe("concealed pieces", () => {
    it("a token with no actor (a piece whose presence is public but identity is not): made with its side's back and flags, it has no actor and no status", async () => {
      const scene = await documents().Scene.create({ name: "Hex Tactics check", active: false, grid: { type: CONST.GRID_TYPES.HEXODDQ, size: 100 }, width: 1000, height: 1000, padding: 0 });
      try {
        const flags = { [SYSTEM_ID]: { battle: "hex-tactics-check", piece: "c-check" } };
        const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Hex Tactics check", x: 0, y: 0, actorId: null, actorLink: false, texture: { src: "icons/svg/hazard.svg" }, flags }]);
        assert.deepEqual([token?.actorId, token?.actor ?? null, token?.texture.src], [null, null, "icons/svg/hazard.svg"], "the actor-less token was not made as asked");
        assert.deepEqual(token.toObject().flags, flags, "the actor-less token's flags are not the referee's alone");
        assert.ok(!token.hasStatusEffect("ht-disrupted"), "an actor-less token carries a status");
      } finally {
        await scene.delete();
      }
    });
  });

  describe("chat cards", () => {
    it("a card's Roll is accepted and shows the engine's faces; Dice So Nice animates it when active", async function () {
      this.timeout(20_000);
      const dsn = world().modules?.get("dice-so-nice")?.active === true;
      const animated = new Promise<string>((resolve) => Hooks.once("diceSoNiceRollComplete" as never, resolve as never));
      const message = await documents().ChatMessage.create({
        type: CARD_MESSAGE,
        system: { ruleset: "infantry-attacks", kind: "check", data: {} },
        rolls: [rollOf({ dice: [3, 4], sides: 6 })],
        flags: { [SYSTEM_ID]: { battle: "hex-tactics-check" } },
      });
      try {
        const [roll] = message.rolls;
        assert.equal(roll?.total, 7, "the card's Roll lost its total");
        assert.deepEqual(roll?.dice.flatMap((d: any) => d.results.map((r: any) => r.result)), [3, 4], "the card's Roll lost its faces");
        if (dsn) assert.equal(await Promise.race([animated, wait(15_000).then(() => null)]), message.id, "Dice So Nice did not animate the card's Roll");
      } finally {
        await message.delete();
      }
    });
  });

  describe("the battle Combat", () => {
    it("keeps its ruleset's details, typed by the ruleset's id (data/combat/battle-model.ts: a TypedSchemaField)", async () => {
      const ruleset = tableRulesets()[0]!.id;
      const combat = await documents().Combat.create({ type: BATTLE_COMBAT, active: false, system: { ruleset, phase: "check", details: null } });
      try {
        assert.equal(combat.system.details, null, "a new battle Combat has details");
        await combat.update({ system: { details: { type: ruleset } } });
        assert.equal(combat.system.details?.type, ruleset, `the battle Combat's details are not ${ruleset}'s: ${JSON.stringify(combat.system.details)}`);
      } finally {
        await combat.delete();
      }
    });
  });

  describe("queries", () => {
    it("every player holds QUERY_USER, which the referee's prompts need", async () => {
      const lacking = players().filter((u: any) => !u.can("QUERY_USER"));
      assert.deepEqual(lacking.map((u: any) => u.name), [], "players without QUERY_USER");
    });

    it("a decision reaches a connected player and, unanswered, closes in time with no answer: the default (his client shows it for 4 s)", async function () {
      this.timeout(15_000);
      const [player] = playersOn();
      if (!player) return this.skip();
      const request = { id: "check", kind: "check", side: "", prompt: { code: "HEX_TACTICS.Check.decision", params: {}, text: "Hex Tactics check: no answer needed" }, options: ["a", "b"], default: "a" };
      // As the referee asks: the dialog closes a little before the query's own timeout, answering null (the default).
      const message: Message = { type: "decide", battle: "hex-tactics-check", request, timeoutMs: 4000 };
      const answer = await player.query(QUERY, message, { timeout: 4000 });
      assert.equal(answer, null, "the player's client answered for him");
    });

    it("decisions asked together reach a connected player in one dialog, which waits and, unanswered, closes in time with no answers", async function () {
      this.timeout(15_000);
      const [player] = playersOn();
      if (!player) return this.skip();
      const request = (id: string) => ({ id, kind: "check", side: "", prompt: { code: "HEX_TACTICS.Check.decision", params: {}, text: "Hex Tactics check: no answer needed" }, options: ["a", "b"], default: "a" });
      const message: Message = { type: "decide-batch", battle: "hex-tactics-check", requests: [request("check-1"), request("check-2")], timeoutMs: 4000 };
      const asked = Date.now();
      const answer = await player.query(QUERY, message, { timeout: 4000 });
      assert.equal(answer, null, "the player's client answered for him");
      // A client that shows no dialog (a request it cannot read, a template missing) answers null at once.
      assert.ok(Date.now() - asked >= closeAfter(4000) - 500, "the player's client answered at once: it showed no dialog");
    });
  });
}
