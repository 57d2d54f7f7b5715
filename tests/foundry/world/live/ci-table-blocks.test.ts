/**
 * Combat Infantry's blocks at the table, in the simulated V13 world (src/foundry/rulesets/ci/): the demonstration
 * battle set up by `startCiBattle` and put in play by the GM's referee, Alice commanding the US company, Bob the German.
 * CI 1.x Blocks — every hidden block is a token with no actor showing its side's back, its flags the battle and its
 * handle alone, the same on every page; a face-up block's token shows its label's actor turned to its strength; each
 * side's private layer draws its own hidden blocks' labels, turned, and nothing of the other side's. Issue 20: no id,
 * kind or label of a hidden block, nor the battle's salt, is in anything a player's page receives (documents, flags,
 * settings, the Combat, queries and replies).
 */
import { describe, expect, it } from "vitest";
import system from "../../../../system.json";
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { loadMap } from "../../../../src/engine/map";
import { CI_DEMO_MAP, CI_DEMO_SCENARIO } from "../../../../src/engine/rules/ci/data/demo";
import { CI_TEC } from "../../../../src/engine/rules/ci/data/tec";
import { ciRuleset } from "../../../../src/engine/rules/ci/ruleset";
import { saveCiGame } from "../../../../src/engine/rules/ci/saved-game";
import { battleNumbers, startCiBattle } from "../../../../src/engine/rules/ci/scenario/start";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { startBattle } from "../../../../src/foundry/referee/start";
import type { SimScene, SimToken } from "../documents";
import { simulatedWorld, type Client } from "../world";
import { received } from "./table";

const BATTLE = "caron-farm";
const SALT = "ci-live-salt-4f1d";
const map = loadMap(CI_DEMO_MAP, CI_TEC);

/** The demonstration battle, with the German Panther face-up at 2 of its steps (a test's edit: it was revealed and hit). */
function demoBattle(): CiBattle {
  const b = startCiBattle(CI_DEMO_SCENARIO, map, battleNumbers(CI_DEMO_SCENARIO, {}, true), SALT);
  const panther = b.blocks["ger-panther"]!;
  return { ...b, phase: "playing", blocks: { ...b.blocks, "ger-panther": { ...panther, orientation: "face-up", handle: null, strength: panther.strength - 1 } } };
}

/** The battle with what two hidden German blocks are swapped (kind, company, platoon, attachment, strength): their ids, handles and hexes kept. */
function swapped(b: CiBattle, x: string, y: string): CiBattle {
  const what = ({ kind, company, platoon, attachedTo, strength }: CiBattle["blocks"][string]) => ({ kind, company, platoon, attachedTo, strength });
  const [bx, by] = [b.blocks[x]!, b.blocks[y]!];
  return { ...b, blocks: { ...b.blocks, [x]: { ...bx, ...what(by) }, [y]: { ...by, ...what(bx) } } };
}

async function ciTable(edit: (b: CiBattle) => CiBattle = (b) => b) {
  const documentTypes = { ...system.documentTypes, Actor: { ...system.documentTypes.Actor, "ci-block": { gmOnlyFields: [] } } };
  const server = simulatedWorld({ documentTypes } as never);
  const panther = server.seed("Actor", { name: "Panther", type: "ci-block", system: {}, ownership: { default: 2 } });
  const scene = server.seed("Scene", { name: "Caron Farm", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const b = edit(demoBattle());
  const stored = { ruleset: "combat-infantry", game: saveCiGame({ map, log: new EventLog(ciRuleset(map), b, []), pending: null }), actors: { "ger-panther": panther._id }, scene: scene._id, grid: { gridType: 4, origin: { i: 0, j: 0 } } };
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, { alice: ["us"], bob: ["german"] } as never);
    await startBattle(BATTLE, stored);
  });
  await gm.idle();
  return { server, gm, alice, bob, b, scene: scene._id, panther: panther._id };
}

const tokensOf = (page: Client, scene: string) => (page.game.scenes.get(scene) as SimScene).tokens.contents as SimToken[];
const layerOf = async (page: Client) => (await page.run(() => requestReferee({ battle: BATTLE, kind: "layer" }))) as { ok: boolean; result: { pieces: { ref: string; label: { text: string }; turn?: number }[] } };

describe("CI 1.x Blocks in the simulated world", () => {
  it("CI 1.x Blocks: hidden blocks are actor-less tokens of their side's back flagged by handle alone on every page; the face-up Panther shows its label turned to its strength; each side's layer labels its own hidden blocks only; no hidden block's id, kind or label nor the salt reaches a player's page", async () => {
    const t = await ciTable();
    const hidden = Object.entries(t.b.blocks).filter(([, k]) => k.status === "on-map" && k.orientation !== "face-up");
    expect(hidden.length).toBeGreaterThan(30);
    for (const page of [t.gm, t.alice, t.bob]) {
      const tokens = tokensOf(page, t.scene);
      expect(tokens.length).toBe(hidden.length + 1);
      for (const [, k] of hidden) {
        const token = tokens.find((x) => x.getFlag("hex-tactics", "piece") === k.handle)!;
        expect([token.actorId, token.name, token.texture.src]).toEqual([null, k.side === "us" ? "US block" : "German block", `systems/hex-tactics/assets/counters/ci/${k.side === "us" ? "us" : "german"}-back.svg`]);
        expect(token.flags).toEqual({ "hex-tactics": { battle: BATTLE, piece: k.handle } });
      }
      // CI 1.x Blocks: one step lost, turned 90° counter-clockwise (270° clockwise).
      const shown = tokens.find((x) => x.getFlag("hex-tactics", "piece") === "ger-panther")!;
      expect([shown.actorId, shown.rotation]).toEqual([t.panther, 270]);
    }

    const alice = await layerOf(t.alice);
    const bob = await layerOf(t.bob);
    const own = (side: string) => hidden.filter(([, k]) => k.side === side).map(([, k]) => k.handle).sort();
    expect(alice.result.pieces.map((p) => p.ref).sort()).toEqual(own("us"));
    expect(bob.result.pieces.map((p) => p.ref).sort()).toEqual(own("german"));
    expect(alice.result.pieces.find((p) => p.ref === t.b.blocks["us-b-1-1"]!.handle)).toMatchObject({ label: { text: "B-1 US Rifle Squad 4/4" }, turn: 0 });

    // What each player's page holds: the other side's hidden blocks by handle only.
    const secretsOf = (side: string) => [SALT, ...hidden.filter(([, k]) => k.side === side).flatMap(([id, k]) => [`"${id}"`, `"${k.kind}"`, t.b.roster.kinds[k.kind]!.name])];
    const bobGot = t.bob.received.join("\n");
    const aliceGot = t.alice.received.join("\n");
    expect(secretsOf("us").filter((s) => bobGot.includes(s))).toEqual([]);
    expect(secretsOf("german").filter((s) => aliceGot.includes(s))).toEqual([]);
    // The check can tell: Alice's own page heard her blocks' labels (her layer), and every page the Panther's name.
    expect(aliceGot).toContain("US Rifle Squad");
    expect(bobGot).toContain("Panther");
  }, 120_000);

  it("CI 1.x Blocks, issue 20: Alice's page receives the same whatever two hidden German blocks are — a squad and the MG, or the mortar and a PHQ, swapped", async () => {
    const plain = await ciTable();
    const hiddenGerman = (kind: string) => Object.keys(plain.b.blocks).find((id) => plain.b.blocks[id]!.kind === kind && plain.b.blocks[id]!.orientation !== "face-up")!;
    const pairs: [string, string][] = [
      [hiddenGerman("ger-squad"), hiddenGerman("ger-mg42")],
      [hiddenGerman("ger-mortar-80"), hiddenGerman("ger-phq")],
    ];
    // The world's document ids, session keys and sealed store pages are its own: compared as `received` names them.
    const seen = (page: Client) => received(page.received).join("\n");
    const alice = seen(plain.alice);
    const [aliceLayer, bobLayer] = [(await layerOf(plain.alice)).result, (await layerOf(plain.bob)).result];
    for (const [x, y] of pairs) {
      const other = await ciTable((b) => swapped(b, x, y));
      expect(other.b.blocks[x]!.kind).not.toBe(plain.b.blocks[x]!.kind);
      expect(seen(other.alice)).toEqual(alice);
      expect((await layerOf(other.alice)).result).toEqual(aliceLayer);
      // The check can tell: Bob's layer, which labels his blocks, differs.
      expect((await layerOf(other.bob)).result).not.toEqual(bobLayer);
    }
  }, 180_000);

  it("plan §3 One page: the lost numbers setting is written by a GM only — a player's page is refused — and every page reads what the GM entered", async () => {
    const server = simulatedWorld();
    const gm = await server.connect("gm");
    const alice = await server.connect("alice");
    await expect(alice.run(() => game.settings!.set("hex-tactics" as never, "ciNumbers" as never, { wreckEntryMp: 9 } as never))).rejects.toThrow(/lacks permission/);
    await gm.run(() => game.settings!.set("hex-tactics" as never, "ciNumbers" as never, { wreckEntryMp: 2 } as never));
    for (const page of [gm, alice]) expect(page.run(() => game.settings!.get("hex-tactics" as never, "ciNumbers" as never))).toEqual({ wreckEntryMp: 2 });
  }, 60_000);
});
