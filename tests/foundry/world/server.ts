/**
 * The simulated Foundry V13 server: it holds the world (users, actors, scenes with their tokens, combats, chat
 * messages, journal entries, settings) and the compendium packs, checks each user's permission on every change and
 * broadcasts the change to every connected page; it gives a pack's contents only to users whose role may see the pack
 * (docs/foundry-facts.md §2) and routes `User#query` to the target page with its timeout (§1).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import system from "../../../system.json";
import { Client } from "./client";
import { diff, expand, getProperty, isObject, leafPaths, merge, randomID, wire, type Obj, type Source } from "./data";
import { EMBEDDED, ROLES, type Link, type Operation } from "./documents";
import type { SimMovement } from "./movement";
import type { DiceScript } from "./roll";

export const LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
const ROLE_NAMES = ["NONE", "PLAYER", "TRUSTED", "ASSISTANT", "GAMEMASTER"] as const;

/** What every page receives of a pack: its metadata and configuration, never its contents. */
export interface PackData {
  metadata: { id: string; name: string; label: string; type: string; packageType: "world" | "system"; packageName: string; ownership: Record<string, string> };
  config: { locked?: boolean; ownership?: Record<string, string> };
}

/** What a page is sent when it connects. */
export interface Snapshot {
  world: Record<string, Source[]>;
  settings: Record<string, unknown>;
  packs: PackData[];
}

/** A change the server broadcasts: the world (or pack) documents it touched, as they now are (null: deleted). */
export interface Delivery {
  action: Operation["action"];
  documentName: string;
  pack?: string;
  parent?: readonly Link[];
  ids: string[];
  roots: [string, Source | null][];
  userId: string;
  /** An update's changes to each document of `ids` (what V13's `update<Document>` hooks receive). */
  changes?: Obj[];
  /** The movements of the tokens an update moved, by token id (`moveToken` on every page: movement.ts). */
  movements?: Record<string, SimMovement>;
  /** The operation's options, the caller's own keys included: every page hears them (movement.ts). */
  options?: Obj;
}

export interface ServerOptions {
  /** The lowest role with QUERY_USER (its V13 default is UNSURE: players, by DS's use). */
  queryRole: number;
  /** New world packs start locked (UNSURE in V13: they seem not to). */
  worldPacksLocked: boolean;
  /**
   * Whether a pack's changes reach pages whose users may not view it: not established for V13 (docs/foundry-facts.md
   * §2), so by default the worst case: every page receives them, and its hooks hear of them.
   */
  packChangesToAll: boolean;
  /** The system's document types with their `gmOnlyFields` (default: system.json's). */
  documentTypes: Record<string, Record<string, { gmOnlyFields?: string[] }>>;
}

/** The faces `Roll#evaluate` draws, as a test scripts them. */
export class ScriptedFaces implements DiceScript {
  private faces: number[] = [];
  push(...faces: number[]): void {
    this.faces.push(...faces);
  }
  get remaining(): number {
    return this.faces.length;
  }
  draw(sides: number): number {
    const face = this.faces.shift();
    if (face === undefined) throw new Error(`the test's dice ran out (a d${sides} was rolled)`);
    if (face < 1 || face > sides) throw new Error(`the test scripted ${face} for a d${sides}`);
    return face;
  }
}

/**
 * A ChatMessage's roll as stored: its JSON, which must be of an evaluated Roll (V13 `BaseChatMessage` `rolls`: a
 * `JSONField` validated by `#validateRoll` — "Roll objects added to ChatMessage documents must be evaluated").
 */
function rollField(roll: unknown): string {
  const json = typeof roll === "string" ? roll : JSON.stringify(roll);
  if (!(JSON.parse(json) as { evaluated?: unknown }).evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
  return json;
}

/**
 * The `modifyDocument` socket event a page's socket listeners get for a delivery (V13 `DocumentSocketResponse`: the
 * action, the document type, the operation — its pack, its parent — and the results; core 13.351
 * `client/data/client-backend.mjs` `#onModifyDocument`).
 */
function socketResponse(delivery: Delivery): Obj {
  const parentUuid = delivery.parent?.map((l) => `${l.documentName}.${l.id}`).join(".");
  return wire({
    type: delivery.documentName,
    action: delivery.action,
    operation: { ...(delivery.pack ? { pack: delivery.pack } : {}), ...(parentUuid ? { parentUuid: delivery.pack ? `Compendium.${delivery.pack}.${parentUuid}` : parentUuid } : {}) },
    result: delivery.action === "delete" ? delivery.ids : delivery.roots.map(([, root]) => root),
    userId: delivery.userId,
  });
}

const WORLD = ["User", "Actor", "Scene", "Combat", "ChatMessage", "JournalEntry", "Folder"] as const;
const hang = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** Pages booted in this test file, every world's: each page's copy of the entry module needs a query string of its own. */
let boots = 0;

/** The system's entry point: each page evaluates its own copy (a query string makes the module new). */
const SYSTEM_ENTRY = new URL("../../../src/foundry/hex-tactics.ts", import.meta.url).pathname;

export class Server {
  readonly system = { id: system.id, version: system.version };
  readonly CONST = {
    USER_ROLES: ROLES,
    DOCUMENT_OWNERSHIP_LEVELS: LEVELS,
    GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 },
  };
  readonly dice = new ScriptedFaces();
  readonly options: ServerOptions;
  readonly pages = new Map<string, Client>();
  private readonly world = new Map<string, Map<string, Source>>(WORLD.map((name) => [name, new Map()]));
  private readonly settings = new Map<string, unknown>();
  private readonly packs = new Map<string, { data: PackData; docs: Map<string, Source> }>();
  private readonly inflight = new Set<{ target: string; fail: (e: Error) => void }>();
  private readonly gmOnly = new Map<string, readonly string[]>();
  private readonly shim: Obj;

  constructor(users: readonly { id: string; name: string; role: keyof typeof ROLES }[], options: Partial<ServerOptions> = {}) {
    const documentTypes = system.documentTypes as unknown as ServerOptions["documentTypes"];
    this.options = { queryRole: ROLES.PLAYER, worldPacksLocked: false, packChangesToAll: true, documentTypes, ...options };
    for (const u of users) this.world.get("User")!.set(u.id, { _id: u.id, name: u.name, role: ROLES[u.role], active: false, flags: {} });
    for (const [documentName, types] of Object.entries(this.options.documentTypes))
      for (const [type, config] of Object.entries(types)) if (config.gmOnlyFields) this.gmOnly.set(`${documentName}.${type}`, config.gmOnlyFields);
    this.shim = { ...((globalThis as unknown as { foundry?: Obj }).foundry ?? {}) };
  }

  newId(): string {
    return randomID();
  }

  /** Puts a document in the world as if it had always been there (no permission, no broadcast: before anyone connects). */
  seed(documentName: (typeof WORLD)[number], data: Obj): Source {
    const source = this.prepare(documentName, wire(data), "", true);
    this.world.get(documentName)!.set(source._id, source);
    return source;
  }

  /**
   * Installs one of the system's compendiums (system.json `packs`) from its sources in packs/_source (folders left
   * out), locked as a package's pack is, with the manifest's ownership.
   */
  seedSystemPack(name: string): string {
    const entry = system.packs.find((p) => p.name === name);
    if (!entry) throw new Error(`system.json names no pack ${name}`);
    const dir = join(import.meta.dirname, "../../../packs/_source", name);
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Source & { _key: string })
      .filter((s) => !s._key.startsWith("!folders!"))
      .map(({ _key, ...s }) => s as Source);
    const id = `${system.id}.${name}`;
    const data: PackData = {
      metadata: { id, name, label: entry.label, type: entry.type, packageType: "system", packageName: system.id, ownership: { ...entry.ownership } as Record<string, string> },
      config: {},
    };
    this.packs.set(id, { data, docs: new Map(sources.map((s) => [s._id, s])) });
    this.broadcastPack(data);
    return id;
  }

  /** Adds a document to an installed compendium, as if its package had shipped it (before anyone reads the pack). */
  seedPackDocument(id: string, data: Obj): Source {
    const pack = this.packs.get(id);
    if (!pack) throw new Error(`no pack ${id}`);
    const source = wire(data) as Source;
    pack.docs.set(source._id, source);
    return source;
  }

  /** A world document as the server holds it. */
  document(documentName: string, id: string): Source | undefined {
    return wire(this.world.get(documentName)?.get(id));
  }

  /** A pack's document as the server holds it (its page's own copy after the page changed it: documents.ts). */
  packSource(id: string, documentId: string): Source | undefined {
    return wire(this.packs.get(id)?.docs.get(documentId));
  }

  /** A pack's documents as the server holds them. */
  packContents(id: string): Source[] {
    return wire([...(this.packs.get(id)?.docs.values() ?? [])]);
  }

  setting(id: string): unknown {
    return wire(this.settings.get(id));
  }

  /**
   * Each browser's own storage (`localStorage`, where V13 keeps client-scope settings): it outlives a page, so a
   * reload in the same browser finds it; another browser has its own. By name; a user's own browser is named by him.
   */
  private readonly browsers = new Map<string, Map<string, unknown>>();

  /** A browser's storage (made empty the first time it is named). */
  browser(name: string): Map<string, unknown> {
    let storage = this.browsers.get(name);
    if (!storage) this.browsers.set(name, (storage = new Map()));
    return storage;
  }

  /**
   * A user logs in: a page boots the system (init, i18nInit, setup, ready) and the others hear he connected. The page
   * runs in `browser` (the user's own by default): its client settings are that browser's storage.
   */
  async connect(userId: string, { entry = SYSTEM_ENTRY, browser = userId }: { entry?: string; browser?: string } = {}): Promise<Client> {
    const user = this.world.get("User")!.get(userId);
    if (!user) throw new Error(`no user ${userId}`);
    if (this.pages.has(userId)) throw new Error(`${user.name} is already connected`);
    user.active = true;
    const snapshot = this.snapshot();
    const page = new Client(this, userId, snapshot, this.shim, this.browser(browser));
    this.deliver(page, { snapshot });
    this.pages.set(userId, page);
    for (const other of this.pages.values())
      if (other !== page) {
        this.deliver(other, { user: userId, active: true });
        other.run(() => other.userActivity(userId, true));
      }
    await page.boot(entry, ++boots);
    return page;
  }

  /** A user's page closes (or reloads): its pending work goes nowhere, queries to it fail, the others hear he left. */
  disconnect(userId: string): void {
    const page = this.pages.get(userId);
    if (!page) throw new Error(`${userId} is not connected`);
    page.alive = false;
    this.pages.delete(userId);
    this.world.get("User")!.get(userId)!.active = false;
    for (const q of [...this.inflight]) if (q.target === userId) q.fail(new Error(`user ${userId} disconnected`));
    for (const other of this.pages.values()) {
      this.deliver(other, { user: userId, active: false });
      other.run(() => other.userActivity(userId, false));
    }
  }

  private snapshot(): Snapshot {
    return wire({
      world: Object.fromEntries([...this.world].map(([name, docs]) => [name, [...docs.values()]])),
      settings: Object.fromEntries(this.settings),
      packs: [...this.packs.values()].map((p) => p.data),
    });
  }

  private userOf(page: Client): Source {
    return this.world.get("User")!.get(page.userId)!;
  }

  private tick(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  private deliver(page: Client, message: unknown): void {
    page.received.push(JSON.stringify(message));
  }

  // ---------------------------------------------------------------------------------------------------------- documents

  private prepare(documentName: string, data: Obj, userId: string, keepId: boolean): Source {
    const _id = keepId && typeof data._id === "string" && data._id ? data._id : randomID();
    const owned = { default: LEVELS.NONE, ...(userId ? { [userId]: LEVELS.OWNER } : {}) };
    const defaults: Record<string, Obj> = {
      Actor: { system: {}, effects: [], prototypeToken: {}, ownership: owned },
      Scene: { tokens: [], grid: { type: 2, size: 100 } },
      Token: { x: 0, y: 0, actorLink: false, hidden: false, delta: {} },
      Combat: { type: "base", system: {}, round: 0, turn: null, active: false, scene: null, combatants: [] },
      ChatMessage: { type: "base", system: {}, author: userId, content: "", whisper: [], speaker: {}, timestamp: Date.now() },
      JournalEntry: { pages: [], ownership: owned },
      ActiveEffect: { statuses: [] },
      User: { role: ROLES.PLAYER },
    };
    const source = { flags: {}, ...defaults[documentName], ...data, _id } as Source;
    if (documentName === "ChatMessage") source.rolls = ((data.rolls as unknown[] | undefined) ?? []).map(rollField);
    return source;
  }

  /** Applies an operation for a page's user, all or nothing, and broadcasts it. */
  async modify(page: Client, op: Operation): Promise<Source[]> {
    if (!page.alive) return hang();
    await this.tick();
    if (!page.alive) return hang();
    const user = this.userOf(page);
    const rootName = op.parent?.[0]?.documentName ?? op.documentName;
    let docs: Map<string, Source>;
    if (op.pack) {
      const pack = this.packs.get(op.pack);
      if (!pack) throw new Error(`no compendium ${op.pack}`);
      if (pack.data.metadata.type !== rootName) throw new Error(`${op.pack} holds ${pack.data.metadata.type} documents, not ${rootName}`);
      if (this.packLevel(pack.data, Number(user.role)) < LEVELS.OWNER) throw new Error(`User ${String(user.name)} lacks permission to modify the ${op.pack} Compendium`);
      if (pack.data.config.locked ?? pack.data.metadata.packageType !== "world")
        throw new Error(`You may not modify the ${op.pack} Compendium which is currently locked`);
      docs = pack.docs;
    } else {
      const world = this.world.get(rootName);
      if (!world) throw new Error(`the simulated world has no ${rootName} collection`);
      docs = world;
    }

    // Work on copies of the roots touched; commit only if every document passes.
    const staged = new Map<string, Source | null>();
    const root = (id: string): Source => {
      if (staged.has(id)) {
        const s = staged.get(id);
        if (!s) throw new Error(`${rootName} ${id} was deleted`);
        return s;
      }
      const s = docs.get(id);
      if (!s) throw new Error(`${rootName} ${id} does not exist`);
      const copy = wire(s);
      staged.set(id, copy);
      return copy;
    };
    const results: Source[] = [];
    const ids: string[] = [];
    const changed: Obj[] = [];
    const check = (target: Source, changes: Obj, embeddedIn: { name: string; source: Source; root: Source } | null) =>
      op.pack ? undefined : this.permit(user, op.action, op.documentName, target, changes, embeddedIn);

    if (!op.parent) {
      if (op.action === "create")
        for (const d of op.data ?? []) {
          const source = this.prepare(op.documentName, wire(d), String(user._id), op.keepId === true);
          if (docs.has(source._id) || staged.has(source._id)) throw new Error(`a ${op.documentName} with id ${source._id} already exists`);
          check(source, source, null);
          staged.set(source._id, source);
          results.push(source);
        }
      else if (op.action === "update")
        for (const u of op.updates ?? []) {
          const target = root(String(u._id));
          const { _id, ...rest } = u;
          const changes = diff(target, expand(rest));
          if (!Object.keys(changes).length) continue;
          check(target, changes, null);
          merge(target, changes);
          results.push(target);
          changed.push(changes);
        }
      else
        for (const id of op.ids ?? []) {
          const target = root(id);
          check(target, {}, null);
          staged.set(id, null);
          ids.push(id);
        }
    } else {
      const top = root(op.parent[0]!.id);
      let parent = top;
      for (let k = 1; k < op.parent.length; k++) {
        const field = EMBEDDED[op.parent[k - 1]!.documentName]?.[op.parent[k]!.documentName];
        const found = ((getProperty(parent, field ?? "") as Source[] | undefined) ?? []).find((s) => s._id === op.parent![k]!.id);
        if (!field || !found) throw new Error(`no ${op.parent[k]!.documentName} ${op.parent[k]!.id} in ${op.parent[k - 1]!.documentName}`);
        parent = found;
      }
      const parentName = op.parent.at(-1)!.documentName;
      const field = EMBEDDED[parentName]?.[op.documentName];
      if (!field) throw new Error(`${parentName} embeds no ${op.documentName}`);
      const list = (): Source[] => {
        const at = getProperty(parent, field);
        if (Array.isArray(at)) return at as Source[];
        const fresh: Source[] = [];
        merge(parent, expand({ [field]: fresh }));
        return getProperty(parent, field) as Source[];
      };
      const embeddedIn = { name: parentName, source: parent, root: top };
      if (op.action === "create")
        for (const d of op.data ?? []) {
          const source = this.prepare(op.documentName, wire(d), String(user._id), op.keepId === true);
          if (list().some((s) => s._id === source._id)) throw new Error(`a ${op.documentName} with id ${source._id} already exists`);
          check(source, source, embeddedIn);
          list().push(source);
          results.push(source);
        }
      else if (op.action === "update")
        for (const u of op.updates ?? []) {
          const target = list().find((s) => s._id === u._id);
          if (!target) throw new Error(`no ${op.documentName} ${String(u._id)} in ${parentName}`);
          const { _id, ...rest } = u;
          const changes = diff(target, expand(rest));
          if (!Object.keys(changes).length) continue;
          check(target, changes, embeddedIn);
          merge(target, changes);
          results.push(target);
          changed.push(changes);
        }
      else
        for (const id of op.ids ?? []) {
          const target = list().find((s) => s._id === id);
          if (!target) throw new Error(`no ${op.documentName} ${id} in ${parentName}`);
          check(target, {}, embeddedIn);
          list().splice(list().indexOf(target), 1);
          ids.push(id);
        }
    }

    // An update that changes nothing is dropped before it reaches the server (V13 diffs an update against the document
    // and sends only documents with changes): nobody hears of it.
    if (op.action === "update" && !results.length) return [];
    for (const [id, source] of staged) if (source) docs.set(id, source);
    else docs.delete(id);
    const delivery: Delivery = {
      action: op.action,
      documentName: op.documentName,
      ...(op.pack ? { pack: op.pack } : {}),
      ...(op.parent ? { parent: op.parent } : {}),
      ids: op.action === "delete" ? ids : results.map((r) => r._id),
      roots: wire([...staged]),
      userId: page.userId,
      ...(op.action === "update" ? { changes: changed } : {}),
      ...(op.movements ? { movements: wire(Object.fromEntries(Object.entries(op.movements).filter(([id]) => results.some((r) => r._id === id)))) } : {}),
    };
    const pack = op.pack ? this.packs.get(op.pack)!.data : null;
    for (const p of this.pages.values())
      if (!pack || this.options.packChangesToAll || this.packLevel(pack, Number(this.userOf(p).role)) >= LEVELS.OBSERVER) {
        const copy = wire(Object.keys(op.options ?? {}).length ? { ...delivery, options: op.options } : delivery);
        this.deliver(p, copy);
        p.run(() => {
          p.socketEmit("modifyDocument", socketResponse(copy));
          if (pack) p.applyPack(copy, this.packLevel(pack, Number(this.userOf(p).role)) >= LEVELS.OBSERVER);
          else p.apply(copy);
        });
      }
    return wire(results);
  }

  /**
   * Whether `user` may do this (throws if not). A GM may do anything; others: their own ChatMessages; Actors and journal
   * entries they own and their effects; the tokens (and an unlinked token's effects) of actors they own; no Scenes,
   * Combats, or Users but their own; and never update a `gmOnlyFields` path of the document's subtype (system.json
   * `documentTypes`, docs/foundry-facts.md §6).
   */
  private permit(user: Source, action: Operation["action"], documentName: string, target: Source, changes: Obj, embeddedIn: { name: string; source: Source; root: Source } | null): void {
    const role = Number(user.role);
    if (role >= ROLES.ASSISTANT) return;
    const refuse: (why: string) => never = (why) => {
      throw new Error(`User ${String(user.name)} lacks permission to ${action} ${documentName} [${target._id}]: ${why}`);
    };
    const level = (s: Source): number => {
      const own = (s.ownership as Record<string, number> | undefined) ?? {};
      return own[String(user._id)] ?? own.default ?? LEVELS.NONE;
    };
    // "Fields that can only be updated by a GM user": updates only (whether creation is checked too is not documented).
    const gmOnly = action === "update" ? (this.gmOnly.get(`${documentName}.${String(target.type ?? "base")}`) ?? []) : [];
    for (const path of leafPaths(changes))
      for (const f of gmOnly) {
        const field = `system.${f}`;
        if (path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`)) refuse(`${field} may only be updated by a GM`);
      }
    if (!embeddedIn)
      switch (documentName) {
        case "User":
          if (action !== "update" || target._id !== user._id || "role" in changes) refuse("a player changes only his own user");
          return;
        case "Actor":
          if (action === "create" ? role < ROLES.ASSISTANT : level(target) < LEVELS.OWNER) refuse("not an owner");
          return;
        case "JournalEntry":
          if (action === "create" ? role < ROLES.TRUSTED : level(target) < LEVELS.OWNER) refuse("not an owner");
          return;
        case "ChatMessage":
          if (target.author !== user._id) refuse("a player writes only his own messages");
          return;
        default:
          refuse("only a GM may");
      }
    const actorOf = (token: Source): Source | undefined => this.world.get("Actor")!.get(String(token.actorId));
    if (embeddedIn.name === "Actor" && documentName === "ActiveEffect") {
      if (level(embeddedIn.source) < LEVELS.OWNER) refuse("not an owner of the actor");
      return;
    }
    if (embeddedIn.name === "Token" && documentName === "ActiveEffect") {
      const actor = actorOf(embeddedIn.source);
      if (!actor || level(actor) < LEVELS.OWNER) refuse("not an owner of the token's actor");
      return;
    }
    if (embeddedIn.name === "Scene" && documentName === "Token" && action === "update") {
      // Core 13.351 `BaseToken.#canUpdate`: "Actor-less Tokens can be updated by anyone" (docs/foundry-facts.md §6).
      if (!target.actorId) return;
      const actor = actorOf(target);
      if (!actor || level(actor) < LEVELS.OWNER) refuse("not an owner of the token's actor");
      return;
    }
    refuse("only a GM may");
  }

  // ----------------------------------------------------------------------------------------------------------- settings

  /** World settings whose writes this server refuses (to show how a page copes with a failing write). */
  readonly refusedSettings = new Set<string>();

  async setSetting(page: Client, id: string, value: unknown): Promise<void> {
    if (!page.alive) return hang();
    await this.tick();
    if (this.refusedSettings.has(id)) throw new Error(`the server could not write the world setting ${id}`);
    const user = this.userOf(page);
    if (Number(user.role) < ROLES.ASSISTANT) throw new Error(`User ${String(user.name)} lacks permission to modify the world setting ${id}`);
    this.settings.set(id, wire(value));
    for (const p of this.pages.values()) {
      this.deliver(p, { setting: id, value });
      p.run(() => p.game.settings.changed(id, wire(value)));
    }
  }

  // -------------------------------------------------------------------------------------------------------------- packs

  /** A role's level on a pack: the pack's ownership for the highest role at or below it that names one (#9860). */
  packLevel(data: PackData, role: number): number {
    const own = data.config.ownership ?? data.metadata.ownership;
    for (let r = role; r >= ROLES.PLAYER; r--) {
      const named = own[ROLE_NAMES[r]!];
      if (named) return LEVELS[named as keyof typeof LEVELS] ?? LEVELS.NONE;
    }
    return LEVELS.NONE;
  }

  /** `CompendiumCollection.createCompendium` (a GM): a world pack with the ownership given, or the package default (#13283). */
  async createPack(page: Client, metadata: Obj): Promise<string> {
    if (!page.alive) return hang();
    await this.tick();
    const user = this.userOf(page);
    if (Number(user.role) < ROLES.ASSISTANT) throw new Error(`User ${String(user.name)} lacks permission to create a compendium`);
    const name = String(metadata.name ?? "");
    if (!/^[\w-]+$/.test(name)) throw new Error(`"${name}" is not a compendium name`);
    const id = `world.${name}`;
    if (this.packs.has(id)) throw new Error(`the compendium ${id} already exists`);
    const ownership = isObject(metadata.ownership) ? (wire(metadata.ownership) as Record<string, string>) : { PLAYER: "OBSERVER", ASSISTANT: "OWNER" };
    const data: PackData = {
      metadata: { id, name, label: String(metadata.label ?? name), type: String(metadata.type), packageType: "world", packageName: "world", ownership },
      config: this.options.worldPacksLocked ? { locked: true } : {},
    };
    this.packs.set(id, { data, docs: new Map() });
    this.broadcastPack(data);
    return id;
  }

  /** `pack.configure(...)` (a GM): `locked` holds; `ownership` is dropped, as V13 build 347 did (#13283). */
  async configurePack(page: Client, id: string, config: Obj): Promise<void> {
    if (!page.alive) return hang();
    await this.tick();
    const user = this.userOf(page);
    const pack = this.packs.get(id);
    if (!pack) throw new Error(`no compendium ${id}`);
    if (Number(user.role) < ROLES.ASSISTANT) throw new Error(`User ${String(user.name)} lacks permission to configure ${id}`);
    if (typeof config.locked === "boolean") pack.data.config.locked = config.locked;
    this.broadcastPack(pack.data);
  }

  private broadcastPack(data: PackData): void {
    for (const p of this.pages.values()) {
      this.deliver(p, { pack: data });
      p.run(() => p.packChanged(wire(data)));
    }
  }

  private readable(page: Client, id: string): { data: PackData; docs: Map<string, Source> } {
    const pack = this.packs.get(id);
    if (!pack) throw new Error(`no compendium ${id}`);
    if (this.packLevel(pack.data, Number(this.userOf(page).role)) < LEVELS.OBSERVER)
      throw new Error(`User ${String(this.userOf(page).name)} lacks permission to view the ${id} Compendium`);
    return pack;
  }

  async packIndex(page: Client, id: string): Promise<{ _id: string; name: string }[]> {
    if (!page.alive) return hang();
    await this.tick();
    const index = [...this.readable(page, id).docs.values()].map((s) => ({ _id: s._id, name: String(s.name ?? "") }));
    this.deliver(page, { index: id, entries: index });
    return wire(index);
  }

  async packDocuments(page: Client, id: string): Promise<Source[]> {
    if (!page.alive) return hang();
    await this.tick();
    const docs = wire([...this.readable(page, id).docs.values()]);
    this.deliver(page, { documents: id, sources: docs });
    return docs;
  }

  // ------------------------------------------------------------------------------------------------------------ queries

  /** `User#query`: runs the target page's `CONFIG.queries[name]` there; rejects on timeout, a missing handler or target. */
  query(from: Client, to: string, name: string, data: unknown, timeout: number | undefined): Promise<unknown> {
    if (!from.alive) return hang();
    const sender = this.userOf(from);
    if (Number(sender.role) < this.options.queryRole) return Promise.reject(new Error(`User ${String(sender.name)} lacks the QUERY_USER permission`));
    return new Promise((resolve, reject) => {
      let done = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const entry = { target: to, fail: (e: Error) => finish(() => reject(e)) };
      const finish = (settle: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.inflight.delete(entry);
        if (from.alive) settle();
      };
      this.inflight.add(entry);
      if (timeout !== undefined) timer = setTimeout(() => entry.fail(new Error(`the query ${name} to user ${to} timed out after ${timeout} ms`)), timeout);
      setImmediate(() => {
        const target = this.pages.get(to);
        if (!target?.alive) return entry.fail(new Error(`user ${to} is not connected`));
        const handler = target.CONFIG.queries[name];
        if (typeof handler !== "function") return entry.fail(new Error(`user ${to}'s client has no query "${name}"`));
        const payload = wire(data);
        this.deliver(target, { query: name, data: payload });
        target
          .run(async () => handler(payload, timeout === undefined ? {} : { timeout }))
          .then(
            (result) => {
              const back = wire(result);
              if (from.alive) this.deliver(from, { query: name, result: back });
              finish(() => resolve(back));
            },
            (e: unknown) => {
              const error = e instanceof Error ? e : new Error(String(e));
              // The handler's error travels back to the sender as its message.
              if (from.alive) this.deliver(from, { query: name, error: error.message });
              entry.fail(error);
            },
          );
      });
    });
  }
}
