/** The simulated V13 world itself: pages, broadcasts, permissions, packs, queries, settings, rolls, dialogs. */
import { describe, expect, it } from "vitest";
import type { SimActor, SimChatMessage, SimScene, SimToken } from "./documents";
import type { SimDialog } from "./dialogs";
import { BARE, simulatedWorld, type Client, type Server } from "./world";

const GM_ONLY = { Actor: { unit: { gmOnlyFields: ["steps"] } } };

async function table(options: Parameters<typeof simulatedWorld>[0] = {}): Promise<{ server: Server; gm: Client; alice: Client; bob: Client }> {
  const server = simulatedWorld({ documentTypes: GM_ONLY, ...options });
  const gm = await server.connect("gm", { entry: BARE });
  const alice = await server.connect("alice", { entry: BARE });
  const bob = await server.connect("bob", { entry: BARE });
  return { server, gm, alice, bob };
}

/** What the page's own globals say (read inside the page). */
const whoAmI = () => (game as unknown as { user: { id: string } }).user.id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("pages", () => {
  it("each page reads its own globals, across awaits however the pages interleave", async () => {
    const { gm, alice, bob } = await table();
    const seen: string[] = [];
    const trace = (page: Client, delays: number[]) =>
      page.run(async () => {
        for (const ms of delays) {
          await sleep(ms);
          seen.push(`${page.userId}:${whoAmI()}`);
        }
      });
    await Promise.all([trace(gm, [5, 1, 8]), trace(alice, [1, 9, 1]), trace(bob, [3, 3, 3])]);
    expect(seen).toHaveLength(9);
    for (const s of seen) expect(s.split(":")[0]).toBe(s.split(":")[1]);
    expect(() => whoAmI()).toThrow();
  });

  it("users see who is connected, and the active GM", async () => {
    const { server, alice } = await table();
    expect(alice.game.users.activeGM?.id).toBe("gm");
    const heard: [string, boolean][] = [];
    alice.Hooks.on("userConnected", (user, connected) => void heard.push([(user as { id: string }).id, connected as boolean]));
    server.disconnect("gm");
    expect(alice.game.users.activeGM).toBeNull();
    await server.connect("gm", { entry: BARE });
    expect(heard).toEqual([
      ["gm", false],
      ["gm", true],
    ]);
    expect(alice.game.users.activeGM?.id).toBe("gm");
  });
});

describe("documents", () => {
  it("a GM's new actor reaches every page; a player may not create one", async () => {
    const { gm, alice, bob } = await table();
    const actor = await gm.run(() => gm.classes.Actor.create({ name: "1./IR 147", type: "unit", system: { steps: 2 }, ownership: { default: 0, alice: 3 } }));
    for (const page of [gm, alice, bob]) expect(page.game.actors.get(actor!.id)?.name).toBe("1./IR 147");
    await expect(bob.run(() => bob.classes.Actor.create({ name: "forged", type: "unit" }))).rejects.toThrow(/lacks permission/);
    expect(gm.game.actors.size).toBe(1);
  });

  it("an owner updates his actor, others may not, and nobody but a GM writes a gmOnlyFields path", async () => {
    const { server, gm, alice, bob } = await table();
    const made = await gm.run(() => gm.classes.Actor.create({ name: "g1", type: "unit", system: { steps: 2, note: "" }, ownership: { default: 0, alice: 3 } }));
    const id = made!.id;
    await alice.run(() => alice.game.actors.get(id)!.update({ "system.note": "mine" }));
    expect(bob.game.actors.get(id)!.system.note).toBe("mine");
    await expect(bob.run(() => bob.game.actors.get(id)!.update({ "system.note": "his" }))).rejects.toThrow(/not an owner/);
    await expect(alice.run(() => alice.game.actors.get(id)!.update({ "system.steps": 1 }))).rejects.toThrow(/system.steps may only be updated by a GM/);
    await expect(alice.run(() => alice.game.actors.get(id)!.update({ system: { steps: 0 } }))).rejects.toThrow(/GM/);
    await alice.run(() => alice.game.actors.get(id)!.update({ "system.steps": 2 }));
    await gm.run(() => gm.game.actors.get(id)!.update({ "system.steps": 1 }));
    expect(server.document("Actor", id)?.system).toEqual({ steps: 1, note: "mine" });
  });

  it("a player posts his own chat messages, never another user's", async () => {
    const { gm, alice } = await table();
    await alice.run(() => alice.classes.ChatMessage.create({ content: "hello" }));
    expect(gm.game.messages.contents.map((m) => [(m as SimChatMessage).author?.id, m._source.content])).toEqual([["alice", "hello"]]);
    await expect(alice.run(() => alice.classes.ChatMessage.create({ content: "I am the GM", author: "gm" }))).rejects.toThrow(/his own messages/);
  });

  it("scenes and combats are a GM's; tokens carry an unlinked actor's statuses as their own", async () => {
    const { gm, alice, bob } = await table();
    const actor = (await gm.run(() => gm.classes.Actor.create({ name: "g1", type: "unit", ownership: { default: 2 } }))) as SimActor;
    const scene = (await gm.run(() => gm.classes.Scene.create({ name: "Board", grid: { type: 2, size: 100 } }))) as SimScene;
    await expect(alice.run(() => alice.classes.Scene.create({ name: "mine" }))).rejects.toThrow(/only a GM/);
    await expect(alice.run(() => alice.classes.Combat.create({}))).rejects.toThrow(/only a GM/);
    gm.CONFIG.statusEffects = [{ id: "disrupted", _id: "disrupted0000000", name: "Disrupted", img: "d.svg" }];
    const [token] = (await gm.run(async () => scene.createEmbeddedDocuments("Token", [(await actor.getTokenDocument({ x: 50, y: 75 })).toObject()]))) as SimToken[];
    await gm.run(() => token!.actor!.toggleStatusEffect("disrupted", { active: true }));
    const seen = (page: Client) => page.game.scenes.get(scene.id)!.tokens.get(token!.id)!;
    for (const page of [gm, alice, bob]) {
      expect([seen(page).x, seen(page).y, seen(page).actorLink]).toEqual([50, 75, false]);
      expect([...seen(page).actor!.statuses]).toEqual(["disrupted"]);
      expect(page.game.actors.get(actor.id)!.statuses.size).toBe(0);
    }
    await expect(gm.run(() => token!.actor!.toggleStatusEffect("unknown"))).rejects.toThrow(/Invalid status ID/);
    await expect(alice.run(() => seen(alice).update({ x: 0 }))).rejects.toThrow(/not an owner/);
    expect(await gm.run(() => seen(gm).actor!.toggleStatusEffect("disrupted", { active: false }))).toBe(false);
    expect(seen(bob).actor!.statuses.size).toBe(0);
  });

  it("a failed operation changes nothing", async () => {
    const { gm, alice } = await table();
    await alice.run(() => alice.classes.ChatMessage.create({ content: "1" }));
    await expect(alice.run(() => alice.classes.ChatMessage.createDocuments([{ content: "2" }, { content: "3", author: "bob" }]))).rejects.toThrow();
    expect(gm.game.messages.size).toBe(1);
  });
});

describe("compendium packs", () => {
  const ownership = { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" };

  it("a pack's contents go only to users whose role may see it; its metadata goes to everyone (where the server keeps a pack's changes to them)", async () => {
    const { server, gm, alice } = await table({ packChangesToAll: false });
    await gm.run(() => foundry.documents.collections.CompendiumCollection.createCompendium({ name: "secrets", label: "Secrets", type: "JournalEntry", ownership } as never));
    await gm.run(() => gm.classes.JournalEntry.create({ name: "plan", flags: { x: { secret: "left flank" } } }, { pack: "world.secrets" }));
    expect(alice.game.packs.get("world.secrets")?.ownership).toEqual(ownership);
    await expect(alice.run(() => alice.game.packs.get("world.secrets")!.getDocuments())).rejects.toThrow(/lacks permission to view/);
    await expect(alice.run(() => alice.game.packs.get("world.secrets")!.getIndex())).rejects.toThrow(/lacks permission to view/);
    const docs = await gm.run(() => gm.game.packs.get("world.secrets")!.getDocuments());
    expect(docs.map((d) => d.getFlag("x", "secret"))).toEqual(["left flank"]);
    expect(alice.received.join("\n")).not.toContain("left flank");
    expect(gm.received.join("\n")).toContain("left flank");
    expect(server.packContents("world.secrets")).toHaveLength(1);
  });

  it("the worst case, the default (V13's broadcast of a pack's changes is not established): every page receives them on its socket; only a page that may read the pack hears them in its hooks; reading it is still refused", async () => {
    const { gm, alice } = await table();
    await gm.run(() => foundry.documents.collections.CompendiumCollection.createCompendium({ name: "secrets", label: "Secrets", type: "JournalEntry", ownership } as never));
    const [hooks, socket] = [{ gm: [] as string[], alice: [] as string[] }, { gm: [] as string[], alice: [] as string[] }];
    for (const [page, name] of [[gm, "gm"], [alice, "alice"]] as const) {
      page.run(() => page.Hooks.on("createJournalEntry", (doc: unknown) => void hooks[name].push(`${(doc as { pack: string }).pack}:${(doc as { name: string }).name}`)));
      page.run(() => (page.game.socket as { on(e: string, f: (r: { operation: { pack: string }; action: string }) => void): void }).on("modifyDocument", (r) => void socket[name].push(`${r.action}:${r.operation.pack}`)));
    }
    await gm.run(() => gm.classes.JournalEntry.create({ name: "plan", flags: { x: { secret: "left flank" } } }, { pack: "world.secrets" }));
    expect(alice.received.join("\n")).toContain("left flank");
    expect(socket).toEqual({ gm: ["create:world.secrets"], alice: ["create:world.secrets"] });
    // V13 reads a pack's documents before its hooks hear of them: refused to Alice, so her hooks hear nothing.
    expect(hooks).toEqual({ gm: ["world.secrets:plan"], alice: [] });
    await expect(alice.run(() => alice.game.packs.get("world.secrets")!.getDocuments())).rejects.toThrow(/lacks permission to view/);
  });

  it("the default ownership lets players read; configure() keeps `locked` and drops `ownership` (#13283); a locked pack refuses writes", async () => {
    const { gm, alice } = await table();
    await gm.run(() => foundry.documents.collections.CompendiumCollection.createCompendium({ name: "open", label: "Open", type: "JournalEntry" } as never));
    expect(alice.game.packs.get("world.open")?.ownership).toEqual({ PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
    await gm.run(() => gm.game.packs.get("world.open")!.configure({ locked: true, ownership }));
    expect(alice.game.packs.get("world.open")).toMatchObject({ locked: true, ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } });
    await expect(gm.run(() => gm.classes.JournalEntry.create({ name: "x" }, { pack: "world.open" }))).rejects.toThrow(/currently locked/);
    expect(await alice.run(() => alice.game.packs.get("world.open")!.getDocuments())).toEqual([]);
  });

  it("only a GM creates a pack; players may not write in one they only observe", async () => {
    const { gm, alice } = await table();
    await expect(alice.run(() => foundry.documents.collections.CompendiumCollection.createCompendium({ name: "p", label: "P", type: "JournalEntry" } as never))).rejects.toThrow(/lacks permission/);
    await gm.run(() => foundry.documents.collections.CompendiumCollection.createCompendium({ name: "open", label: "Open", type: "JournalEntry" } as never));
    await expect(alice.run(() => alice.classes.JournalEntry.create({ name: "x" }, { pack: "world.open" }))).rejects.toThrow(/lacks permission to modify/);
  });
});

describe("queries", () => {
  it("User#query runs the target page's handler there and brings back its answer", async () => {
    const { gm, alice } = await table();
    gm.CONFIG.queries["test.who"] = async (data: unknown, options: { timeout?: number }) => ({ ran: whoAmI(), data, options });
    const answer = await alice.run(() => alice.game.users.activeGM!.query("test.who", { n: 1 }, { timeout: 1000 }));
    expect(answer).toEqual({ ran: "gm", data: { n: 1 }, options: { timeout: 1000 } });
    expect(gm.received.some((m) => m.includes('"query":"test.who"'))).toBe(true);
  });

  it("rejects on timeout, on a missing handler and when the target is not connected", async () => {
    const { server, gm, alice } = await table();
    gm.CONFIG.queries["test.slow"] = () => new Promise(() => undefined);
    await expect(alice.run(() => alice.game.users.get("gm")!.query("test.slow", {}, { timeout: 20 }))).rejects.toThrow(/timed out/);
    await expect(alice.run(() => alice.game.users.get("gm")!.query("test.none", {}))).rejects.toThrow(/has no query/);
    server.disconnect("bob");
    await expect(alice.run(() => alice.game.users.get("bob")!.query("test.who", {}))).rejects.toThrow(/not connected/);
  });

  it("a query under way fails when its target leaves", async () => {
    const { server, gm, alice } = await table();
    gm.CONFIG.queries["test.slow"] = () => new Promise(() => undefined);
    const asked = alice.run(() => alice.game.users.get("gm")!.query("test.slow", {}));
    await sleep(5);
    server.disconnect("gm");
    await expect(asked).rejects.toThrow(/disconnected/);
  });
});

describe("settings", () => {
  it("a GM writes a world setting, every page reads it and hears of it; a player may not", async () => {
    const { gm, alice, bob } = await table();
    const heard: unknown[] = [];
    for (const page of [gm, alice, bob])
      page.run(() => game.settings!.register("hex-tactics" as never, "test" as never, { scope: "world", config: false, type: Object, default: {}, onChange: (v: unknown) => heard.push([page.userId, v]) } as never));
    await gm.run(() => game.settings!.set("hex-tactics" as never, "test" as never, { a: 1 } as never));
    for (const page of [gm, alice, bob]) expect(page.run(() => game.settings!.get("hex-tactics" as never, "test" as never))).toEqual({ a: 1 });
    expect(heard).toHaveLength(3);
    await expect(alice.run(() => game.settings!.set("hex-tactics" as never, "test" as never, {} as never))).rejects.toThrow(/lacks permission/);
  });
});

describe("what a page receives", () => {
  const mark = (page: Client) => page.received.length;
  const since = (page: Client, from: number) => page.received.slice(from).join("\n");

  it("everything the server sends a page is recorded: the world as it connects, documents with their flags, settings, chat, users, queries", async () => {
    const server = simulatedWorld({ documentTypes: GM_ONLY });
    server.seed("Actor", { name: "seeded", type: "unit", flags: { x: { note: "seen at connection" } } });
    const gm = await server.connect("gm", { entry: BARE });
    const alice = await server.connect("alice", { entry: BARE });
    expect(alice.received[0]).toMatch(/^\{"snapshot":\{"world":.*"seen at connection"/);
    const before = mark(alice);
    const bob = await server.connect("bob", { entry: BARE });
    expect(since(alice, before)).toBe(JSON.stringify({ user: "bob", active: true }));

    let at = mark(alice);
    const scene = await gm.run(() => gm.classes.Scene.create({ name: "S", flags: { x: { note: "scene flag" } } }));
    await gm.run(() => (scene as SimScene).createEmbeddedDocuments("Token", [{ x: 1, y: 2, flags: { x: { note: "token flag" } } }]));
    await bob.run(() => bob.classes.ChatMessage.create({ content: "hello", flags: { x: { note: "chat flag" } } }));
    for (const page of [gm, alice, bob]) page.run(() => game.settings!.register("hex-tactics" as never, "test" as never, { scope: "world", type: Object, default: {} } as never));
    await gm.run(() => game.settings!.set("hex-tactics" as never, "test" as never, { note: "setting value" } as never));
    for (const seen of ["scene flag", "token flag", "chat flag", "hello", "setting value"]) expect(since(alice, at)).toContain(seen);

    at = mark(alice);
    bob.CONFIG.queries["test.echo"] = (data: unknown) => ({ echo: data });
    bob.CONFIG.queries["test.fail"] = () => {
      throw new Error("the handler's own words");
    };
    await alice.run(() => alice.game.users.get("bob")!.query("test.echo", { note: "payload" }));
    await expect(alice.run(() => alice.game.users.get("bob")!.query("test.fail", {}))).rejects.toThrow("the handler's own words");
    expect(bob.received.some((m) => m === JSON.stringify({ query: "test.echo", data: { note: "payload" } }))).toBe(true);
    expect(alice.received.slice(at)).toEqual([
      JSON.stringify({ query: "test.echo", result: { echo: { note: "payload" } } }),
      JSON.stringify({ query: "test.fail", error: "the handler's own words" }),
    ]);

    at = mark(alice);
    server.disconnect("bob");
    expect(since(alice, at)).toBe(JSON.stringify({ user: "bob", active: false }));
  });
});

describe("rolls and dialogs", () => {
  it("a Roll draws the scripted faces; a message's rolls come back as Rolls", async () => {
    const { server, gm, bob } = await table();
    server.dice.push(3, 5);
    const roll = await gm.run(() => new Roll("2d6").evaluate());
    expect([roll.total, roll.dice[0]!.results.map((r) => r.result)]).toEqual([8, [3, 5]]);
    await gm.run(() => gm.classes.ChatMessage.create({ content: "", rolls: [roll] }));
    const [message] = bob.game.messages.contents as SimChatMessage[];
    expect(message!.rolls.map((r) => [r.formula, r.total])).toEqual([["2d6", 8]]);
    await expect(gm.run(() => new Roll("1d6").evaluate())).rejects.toThrow(/dice ran out/);
  });

  it("DialogV2.wait resolves with the clicked action, with null when closed without rejectClose", async () => {
    const { alice } = await table();
    const api = () => (foundry.applications.api as unknown as { DialogV2: { wait(c: unknown): Promise<unknown> } }).DialogV2;
    const buttons = [
      { action: "a", label: "A" },
      { action: "b", label: "B", default: true },
    ];
    const clicked = alice.run(() => api().wait({ buttons, rejectClose: false }));
    const dialog: SimDialog = await alice.nextDialog();
    expect(dialog.defaultAction).toBe("b");
    await dialog.click("a");
    expect(await clicked).toBe("a");
    const closed = alice.run(() => api().wait({ buttons, rejectClose: false }));
    await (await alice.nextDialog()).close();
    expect(await closed).toBeNull();
    const strict = alice.run(() => api().wait({ buttons }));
    await (await alice.nextDialog()).close();
    await expect(strict).rejects.toThrow(/closed/);
  });
});
