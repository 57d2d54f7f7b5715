/** The simulated world's V13 token movement (movement.ts): which page hears which hook, the methods, a refusal. */
import { describe, expect, it } from "vitest";
import type { SimScene, SimToken } from "./documents";
import { configureToken, dragTokens, keyMove, type SimMovement } from "./movement";
import { BARE, simulatedWorld, type Client } from "./world";

const HOOKS = ["preMoveToken", "moveToken", "updateToken"] as const;

/** The GM, Alice and Bob on a scene with two tokens of Alice's actor at (0, 0) and (100, 0); every page's hooks recorded. */
async function board() {
  const server = simulatedWorld();
  const actor = server.seed("Actor", { name: "1./IR 147", type: "unit", ownership: { default: 0, alice: 3 } });
  const scene = server.seed("Scene", { name: "Board", grid: { type: 4, size: 100 } });
  const pages = { gm: await server.connect("gm", { entry: BARE }), alice: await server.connect("alice", { entry: BARE }), bob: await server.connect("bob", { entry: BARE }) };
  const sceneOn = (page: Client) => page.game.scenes.get(scene._id) as SimScene;
  await pages.gm.run(() => sceneOn(pages.gm).createEmbeddedDocuments("Token", [{ actorId: actor._id, x: 0, y: 0 }, { actorId: actor._id, x: 100, y: 0 }]));
  const heard: Record<string, unknown[][]> = {};
  for (const page of Object.values(pages))
    for (const hook of HOOKS) page.Hooks.on(hook, (...args: unknown[]) => void (heard[`${page.userId} ${hook}`] ??= []).push(args));
  const tokens = (page: Client) => sceneOn(page).tokens.contents as SimToken[];
  return { ...pages, sceneOn, tokens, heard };
}

/** The movements `user`'s page was asked about (preMoveToken). */
const asked = (heard: Record<string, unknown[][]>, user: string) => (heard[`${user} preMoveToken`] ?? []).map(([, movement]) => movement as SimMovement);

describe("token movement", () => {
  it("an update of x/y fires preMoveToken on its page alone, then updateToken and moveToken on every page, each hearing the update's own options (V13 server-backend broadcast)", async () => {
    const { gm, alice, bob, tokens, heard } = await board();
    const token = tokens(alice)[0]!;
    const order: string[] = [];
    for (const page of [gm, alice, bob]) for (const hook of ["updateToken", "moveToken"]) page.Hooks.on(hook, () => void order.push(`${page.userId} ${hook}`));
    await alice.run(() => token.update({ x: 200, y: 100 }, { mine: true }));
    expect(Object.keys(heard).filter((k) => k.endsWith("preMoveToken"))).toEqual(["alice preMoveToken"]);
    const [[doc, movement, operation]] = heard["alice preMoveToken"] as [SimToken, SimMovement, object][];
    expect(doc).toBe(token);
    expect(operation).toEqual({ mine: true });
    expect(movement).toMatchObject({
      method: "api",
      chain: [],
      origin: { x: 0, y: 0 },
      destination: { x: 200, y: 100 },
      passed: { waypoints: [{ x: 200, y: 100, checkpoint: true, userId: "alice", movementId: movement.id }] },
      pending: { waypoints: [] },
    });
    for (const page of [gm, alice, bob]) {
      expect([tokens(page)[0]!.x, tokens(page)[0]!.y]).toEqual([200, 100]);
      expect(order.filter((e) => e.startsWith(page.userId))).toEqual([`${page.userId} updateToken`, `${page.userId} moveToken`]);
      const own = { mine: true };
      const [[, moved, moveOptions, user]] = heard[`${page.userId} moveToken`] as [SimToken, SimMovement, object, { id: string }][];
      expect([moved.id, moveOptions, user.id]).toEqual([movement.id, own, "alice"]);
      const [[, changes, updateOptions, userId]] = heard[`${page.userId} updateToken`]!;
      expect([changes, updateOptions, userId]).toEqual([{ x: 200, y: 100 }, own, "alice"]);
    }
  });

  it("the method is the gesture's: a drag (passed to its first checkpoint, the rest pending), the arrow keys, the token's sheet; an undo's", async () => {
    const { alice, tokens, heard } = await board();
    const token = tokens(alice)[0]!;
    expect(await dragTokens(alice, [{ token, waypoints: [{ x: 100, y: 100 }, { x: 200, y: 100 }] }])).toEqual([token.id]);
    expect(await keyMove(alice, token, { x: 100, y: 200 })).toBe(true);
    expect(await configureToken(alice, token, { x: 0, y: 0 })).toBe(true);
    await alice.run(() => token.update({ x: 300 }, { isUndo: true }));
    const [drag, ...others] = asked(heard, "alice");
    expect(drag).toMatchObject({ method: "dragging", destination: { x: 100, y: 100 }, passed: { waypoints: [{ x: 100, y: 100 }] }, pending: { waypoints: [{ x: 200, y: 100 }] }, showRuler: true });
    expect(others.map((m) => [m.method, m.destination.x, m.destination.y])).toEqual([
      ["keyboard", 100, 200],
      ["config", 0, 0],
      ["undo", 300, 0],
    ]);
  });

  it("a token refused by preMoveToken keeps its place, its other changes go; the other tokens of the operation move; noHook skips the hook", async () => {
    const { gm, alice, bob, sceneOn, tokens, heard } = await board();
    const [kept, moved] = tokens(alice);
    alice.Hooks.on("preMoveToken", (doc: unknown) => ((doc as SimToken).id === kept!.id ? false : undefined));
    const updates = [kept!, moved!].map((t) => ({ _id: t.id, x: 300, "flags.test.seen": true }));
    await alice.run(() => sceneOn(alice).updateEmbeddedDocuments("Token", updates));
    for (const page of [gm, alice, bob]) {
      const [first, second] = tokens(page);
      expect([first!.x, first!.getFlag("test", "seen"), second!.x, second!.getFlag("test", "seen")]).toEqual([0, true, 300, true]);
      expect(heard[`${page.userId} moveToken`]!.map(([doc]) => (doc as SimToken).id)).toEqual([moved!.id]);
    }
    await alice.run(() => kept!.update({ x: 400 }, { noHook: true }));
    expect([tokens(bob)[0]!.x, asked(heard, "alice").length]).toEqual([400, 2]);
  });

  it("creating or deleting a token, or changing only its flags, is no movement", async () => {
    const { gm, alice, bob, sceneOn, heard } = await board();
    const [made] = await gm.run(() => sceneOn(gm).createEmbeddedDocuments("Token", [{ x: 500, y: 500 }]));
    await gm.run(() => made!.update({ "flags.test.seen": true }));
    await gm.run(() => sceneOn(gm).deleteEmbeddedDocuments("Token", [made!.id]));
    for (const page of [gm, alice, bob]) for (const hook of ["preMoveToken", "moveToken"]) expect(heard[`${page.userId} ${hook}`]).toBeUndefined();
  });
});
