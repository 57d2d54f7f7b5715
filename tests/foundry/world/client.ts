/**
 * One simulated browser page logged in as one user: its own `game` (the user, the users with `activeGM`, collections
 * mirroring the world documents the server sent it, settings, packs, i18n), its own `CONFIG` (with `queries`), `Hooks`,
 * `ui`, `foundry` and document classes. `run(fn)` runs code on the page (see page.ts). Everything the page receives
 * from the server is also kept as JSON in `received`, so a test can show a secret never reached it.
 */
import { translations } from "../../support/lang";
import { SIM_PIXI, SimCanvas, SimTokenObject } from "./canvas";
import { wire, type Obj, type Source } from "./data";
import { SimDialog, dialogClass } from "./dialogs";
import {
  classOf,
  pageClasses,
  SimCollection,
  SimDocument,
  type Operation,
  type PageClasses,
  type SimActor,
  type SimChatMessage,
  type SimCombat,
  type SimScene,
  type SimToken,
  type SimUser,
} from "./documents";
import { preMoveTokens } from "./movement";
import { onPage, type Page, type PageGlobal } from "./page";
import { diceClasses, type SimDice } from "./roll";
import type { Delivery, PackData, Server, Snapshot } from "./server";

type HookFn = (...args: unknown[]) => unknown;

/** The page's `Hooks`: handlers run in order; an error is kept (Foundry logs it), a returned promise is awaited by `idle`. */
class PageHooks {
  private readonly events = new Map<string, { fn: HookFn; once: boolean; id: number }[]>();
  private nextId = 1;

  constructor(private readonly page: Client) {}

  on(name: string, fn: HookFn): number {
    const id = this.nextId++;
    this.events.set(name, [...(this.events.get(name) ?? []), { fn, once: false, id }]);
    return id;
  }
  once(name: string, fn: HookFn): number {
    const id = this.nextId++;
    this.events.set(name, [...(this.events.get(name) ?? []), { fn, once: true, id }]);
    return id;
  }
  off(name: string, fn: HookFn | number): void {
    this.events.set(
      name,
      (this.events.get(name) ?? []).filter((h) => (typeof fn === "number" ? h.id !== fn : h.fn !== fn)),
    );
  }
  callAll(name: string, ...args: unknown[]): true {
    for (const h of this.events.get(name) ?? []) {
      if (h.once) this.off(name, h.id);
      this.page.track(() => h.fn(...args));
    }
    return true;
  }
  call(name: string, ...args: unknown[]): boolean {
    for (const h of this.events.get(name) ?? []) {
      if (h.once) this.off(name, h.id);
      if (this.page.track(() => h.fn(...args)) === false) return false;
    }
    return true;
  }
}

interface SettingConfig {
  scope?: "world" | "client" | "user";
  default?: unknown;
  onChange?: (value: unknown) => void;
  [k: string]: unknown;
}

/**
 * `game.settings`: world values come from the server (a GM writes them there); client values stay in the page's
 * browser (V13 keeps client-scope settings in `localStorage`: foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html).
 */
class PageSettings {
  readonly settings = new Map<string, SettingConfig>();
  readonly menus = new Map<string, unknown>();

  constructor(
    private readonly page: Client,
    readonly world: Map<string, unknown>,
    private readonly local: Map<string, unknown>,
  ) {}

  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { scope: "client", ...config });
  }
  registerMenu(namespace: string, key: string, config: unknown): void {
    this.menus.set(`${namespace}.${key}`, config);
  }
  private config(namespace: string, key: string): SettingConfig {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }
  get(namespace: string, key: string): unknown {
    const config = this.config(namespace, key);
    const id = `${namespace}.${key}`;
    const store = config.scope === "world" ? this.world : this.local;
    return wire(store.has(id) ? store.get(id) : config.default);
  }
  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const config = this.config(namespace, key);
    const id = `${namespace}.${key}`;
    if (config.scope === "world") await this.page.server.setSetting(this.page, id, wire(value));
    else {
      this.local.set(id, wire(value));
      config.onChange?.(wire(value));
    }
    return value;
  }
  /** The server's broadcast of a world setting. */
  changed(id: string, value: unknown): void {
    this.world.set(id, value);
    this.settings.get(id)?.onChange?.(wire(value));
  }
}

/** `game.users` with `activeGM`: an active full GM if there is one, else an active assistant (docs/foundry-facts.md §1). */
class PageUsers extends SimCollection<SimUser> {
  get activeGM(): SimUser | null {
    const gms = this.filter((u) => u.active && u.isGM).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }
}

/** A compendium pack as a page sees it: metadata for everyone, contents fetched from the server with permission. */
export class PagePack {
  index = new SimCollection<{ _id: string; name: string }>();

  constructor(
    private readonly page: Client,
    public data: PackData,
  ) {}

  get collection(): string {
    return this.data.metadata.id;
  }
  get metadata(): PackData["metadata"] {
    return this.data.metadata;
  }
  get config(): PackData["config"] {
    return this.data.config;
  }
  get documentName(): string {
    return this.data.metadata.type;
  }
  get title(): string {
    return this.data.metadata.label;
  }
  /** The role ownership in force: the configured one, else the metadata's (docs/foundry-facts.md §2). */
  get ownership(): Readonly<Record<string, string>> {
    return this.data.config.ownership ?? this.data.metadata.ownership;
  }
  get locked(): boolean {
    return this.data.config.locked ?? this.data.metadata.packageType !== "world";
  }
  getUserLevel(user: SimUser = this.page.user): number {
    return this.page.server.packLevel(this.data, user.role);
  }
  get visible(): boolean {
    return this.getUserLevel() >= 2;
  }
  testUserPermission(user: SimUser, level: number | string): boolean {
    const wanted = typeof level === "number" ? level : ({ NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as Record<string, number>)[level]!;
    return this.getUserLevel(user) >= wanted;
  }
  async getIndex(): Promise<SimCollection<{ _id: string; name: string }>> {
    const entries = await this.page.server.packIndex(this.page, this.collection);
    this.index = new SimCollection(entries.map((e) => [e._id, e] as const));
    return this.index;
  }
  async getDocuments(): Promise<SimDocument[]> {
    const sources = await this.page.server.packDocuments(this.page, this.collection);
    return sources.map((s) => this.page.make(this.documentName, s, { pack: this.collection }));
  }
  async getDocument(id: string): Promise<SimDocument | undefined> {
    return (await this.getDocuments()).find((d) => d.id === id);
  }
  async configure(config: Obj): Promise<void> {
    await this.page.server.configurePack(this.page, this.collection, config);
  }
}

export interface Notification {
  readonly type: "info" | "warn" | "error";
  readonly message: string;
}

export class Client implements Page {
  readonly classes: PageClasses & { Roll: SimDice["Roll"] };
  readonly dice: SimDice;
  readonly game;
  readonly CONFIG: Obj & { queries: Record<string, (data: unknown, options: { timeout?: number }) => unknown>; statusEffects: unknown[] };
  readonly Hooks: PageHooks;
  readonly ui;
  readonly foundry: Obj;
  /** The page's canvas (canvas.ts): drawn with the active scene before `ready`, and again when a scene is activated. */
  readonly canvas: SimCanvas;
  readonly globals: Readonly<Record<PageGlobal, unknown>>;
  /**
   * Every message the server sent this page, as JSON: the world when it connected, each change of a document (the whole
   * root, flags included), a world setting or a pack it may see, a pack's contents it read, users connecting and leaving,
   * the queries sent to it and the results or errors of its own.
   */
  readonly received: string[] = [];
  readonly notifications: Notification[] = [];
  /** Errors thrown by the page's hook handlers and query handlers (Foundry would log them). */
  readonly errors: unknown[] = [];
  readonly dialogs: SimDialog[] = [];
  alive = true;
  private readonly settling = new Set<Promise<unknown>>();
  private readonly dialogWaiters: ((d: SimDialog) => void)[] = [];
  private readonly collections = new Map<string, SimCollection<SimDocument>>();

  constructor(
    readonly server: Server,
    readonly userId: string,
    snapshot: Snapshot,
    shim: Obj,
    browser: Map<string, unknown> = new Map(),
  ) {
    this.dice = diceClasses(server.dice);
    this.classes = { ...pageClasses(this), Roll: this.dice.Roll };
    for (const [name, sources] of Object.entries(snapshot.world)) {
      const collection = name === "User" ? new PageUsers() : new SimCollection<SimDocument>();
      for (const s of sources) collection.set(s._id, this.make(name, s));
      this.collections.set(name, collection as SimCollection<SimDocument>);
    }
    const packs = new SimCollection<PagePack>(snapshot.packs.map((p) => [p.metadata.id, new PagePack(this, p)] as const));
    const users = this.collections.get("User") as unknown as PageUsers;
    const i18n = {
      lang: "en",
      has: (key: string) => translations.has(key),
      localize: (key: string) => translations.get(key) ?? key,
      format: (key: string, data: Record<string, unknown> = {}) => (translations.get(key) ?? key).replace(/\{(\w+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m)),
    };
    const page = this;
    this.game = {
      get user(): SimUser {
        return users.get(page.userId)!;
      },
      userId,
      users,
      actors: this.collection("Actor") as SimCollection<SimActor>,
      scenes: this.collection("Scene") as SimCollection<SimScene>,
      combats: this.collection("Combat") as SimCollection<SimCombat>,
      messages: this.collection("ChatMessage") as SimCollection<SimChatMessage>,
      journal: this.collection("JournalEntry"),
      folders: this.collection("Folder"),
      /** The world data as the server sent it (`game.data`): the migrations read raw actor sources there. */
      get data(): { actors: Source[] } {
        return { actors: page.collection("Actor").map((a) => a.toObject()) };
      },
      packs,
      settings: new PageSettings(this, new Map(Object.entries(snapshot.settings)), browser),
      i18n,
      ready: false,
      system: { id: server.system.id, version: server.system.version },
      world: { id: "simulated-world" },
      /** `game.socket` (socket.io's client): listeners of the events the server sends the page. */
      socket: {
        on: (event: string, listener: (...args: unknown[]) => void) => void this.socketListeners.set(event, [...(this.socketListeners.get(event) ?? []), listener]),
      },
    };
    this.CONFIG = {
      queries: {},
      statusEffects: [],
      specialStatusEffects: {},
      Actor: { dataModels: {} },
      ChatMessage: { dataModels: {} },
      Combat: { dataModels: {} },
      Dice: this.dice.config,
      Token: { objectClass: SimTokenObject },
      ui: {},
    };
    this.Hooks = new PageHooks(this);
    this.canvas = new SimCanvas(this);
    const note = (type: Notification["type"]) => (message: string) => void this.notifications.push({ type, message });
    this.ui = { notifications: { info: note("info"), warn: note("warn"), error: note("error") } };
    const DialogV2 = dialogClass((d) => this.opened(d));
    const createCompendium = async (metadata: Obj) => {
      const id = await server.createPack(this, metadata);
      return packs.get(id);
    };
    this.foundry = overlay(shim, {
      documents: { collections: { CompendiumCollection: { createCompendium } } },
      applications: { api: { DialogV2 } },
      utils: { deepClone: wire, randomID: () => server.newId() },
      dice: { Roll: this.dice.Roll, terms: this.dice.terms },
      canvas: { placeables: { Token: SimTokenObject } },
    });
    this.globals = {
      game: this.game,
      CONFIG: this.CONFIG,
      CONST: server.CONST,
      Hooks: this.Hooks,
      ui: this.ui,
      foundry: this.foundry,
      canvas: this.canvas,
      PIXI: SIM_PIXI,
      Roll: this.classes.Roll,
      User: this.classes.User,
      Actor: this.classes.Actor,
      Scene: this.classes.Scene,
      TokenDocument: this.classes.TokenDocument,
      ActiveEffect: this.classes.ActiveEffect,
      Combat: this.classes.Combat,
      ChatMessage: this.classes.ChatMessage,
      JournalEntry: this.classes.JournalEntry,
      Folder: this.classes.Folder,
    };
  }

  get user(): SimUser {
    return this.game.user;
  }

  /** A document of this page's class for `documentName`. */
  make(documentName: string, source: Source, options: { parent?: SimDocument | null; pack?: string | null } = {}): SimDocument {
    const Class = this.classes[classOf(documentName)] as typeof SimDocument;
    return new Class(source, options);
  }

  collection(documentName: string): SimCollection<SimDocument> {
    const c = this.collections.get(documentName);
    if (!c) throw new Error(`no world collection ${documentName}`);
    return c;
  }

  /** Runs `fn` on this page (its globals, for everything `fn` awaits too). */
  run<T>(fn: () => T): T {
    return onPage(this, fn);
  }

  /** Calls `fn`, keeping an error it throws or a promise it returns (for `idle`). */
  track(fn: () => unknown): unknown {
    try {
      const r = fn();
      if (r instanceof Promise) {
        const kept = r.catch((e: unknown) => void this.errors.push(e));
        this.settling.add(kept);
        void kept.finally(() => this.settling.delete(kept));
      }
      return r;
    } catch (e) {
      this.errors.push(e);
      return undefined;
    }
  }

  /** Waits until every promise the page's hook handlers returned has settled; throws the first error kept. */
  async idle(): Promise<void> {
    while (this.settling.size) await Promise.all([...this.settling]);
    if (this.errors.length) throw this.errors[0];
  }

  /**
   * Sends an operation to the server; resolves with the affected sources once the page has received the change. An
   * update of tokens goes through V13's movement step on this page first (movement.ts).
   */
  modify(op: Operation): Promise<Source[]> {
    if (op.action !== "update" || op.documentName !== "Token") return this.server.modify(this, op);
    return preMoveTokens(this, op).then((moving) => (moving ? this.server.modify(this, moving) : []));
  }

  /** Loads the system (its own copy of the entry module) and runs init, i18nInit, setup and ready on this page. */
  async boot(entry: string, bootId: number): Promise<void> {
    await this.run(async () => {
      await import(/* @vite-ignore */ `${entry}?page=${bootId}`);
      for (const hook of ["init", "i18nInit", "setup"]) this.Hooks.callAll(hook);
      await this.canvas.draw(this.game.scenes.find((s) => s.active) ?? null);
      this.game.ready = true;
      this.Hooks.callAll("ready");
    });
    await this.idle();
  }

  /** The server's broadcast of a world change: the mirror takes the new sources, then the page's hooks hear of it. */
  apply(delivery: Delivery): void {
    const rootName = delivery.parent?.[0]?.documentName ?? delivery.documentName;
    const collection = this.collection(rootName);
    const before = delivery.action === "delete" && !delivery.parent ? delivery.ids.map((id) => collection.get(id)) : [];
    for (const [id, source] of delivery.roots) {
      const have = collection.get(id);
      if (!source) collection.delete(id);
      else if (have) have.refresh(source);
      else collection.set(id, this.make(rootName, source));
    }
    const hook = `${delivery.action}${delivery.documentName === "Token" ? "Token" : delivery.documentName}`;
    const docs = delivery.action === "delete" && !delivery.parent ? before : delivery.ids.map((id) => this.find(delivery, id));
    // The operation's options reach only the hooks of the page that sent it (movement.ts).
    const options = delivery.options ?? {};
    for (const [k, doc] of docs.entries())
      if (doc) {
        if (delivery.action === "update") this.Hooks.callAll(hook, doc, delivery.changes?.[k] ?? {}, options, delivery.userId);
        else this.Hooks.callAll(hook, doc, options, delivery.userId);
      }
    const user = this.game.users.get(delivery.userId);
    for (const doc of docs) if (doc && delivery.movements?.[doc.id]) this.Hooks.callAll("moveToken", doc, delivery.movements[doc.id], options, user);
  }

  /** An embedded document a delivery touched, as this page now holds it. */
  private find(delivery: Delivery, id: string): SimDocument | undefined {
    if (!delivery.parent) return this.collection(delivery.documentName).get(id);
    let doc: SimDocument | undefined = this.collection(delivery.parent[0]!.documentName).get(delivery.parent[0]!.id);
    for (const link of delivery.parent.slice(1))
      doc = link.documentName === "Token" ? (doc?.getEmbeddedCollection("Token").get(link.id) as SimToken | undefined)?.actor ?? undefined : doc?.getEmbeddedCollection(link.documentName).get(link.id);
    return doc?.getEmbeddedCollection(delivery.documentName).get(id);
  }

  /** The page's `game.socket` listeners, by event (the system may listen to what the server sends). */
  private readonly socketListeners = new Map<string, ((...args: unknown[]) => void)[]>();

  /** The server sends the page a socket event: its listeners hear it. */
  socketEmit(event: string, ...args: unknown[]): void {
    for (const listener of this.socketListeners.get(event) ?? []) this.track(() => listener(...args));
  }

  /**
   * The server's broadcast of a pack's change (every page gets it in the worst case: server.ts `packChangesToAll`). Its
   * hooks hear of the documents touched only where the page may read the pack: V13 resolves a page's parent, or loads
   * the documents updated or deleted, from the pack first, which the server refuses a user who may not
   * (core 13.351 `client-backend.mjs` `_getParent`, `#loadCompendiumDocuments`).
   */
  applyPack(delivery: Delivery, readable: boolean): void {
    if (!readable) return;
    const rootName = delivery.parent?.[0]?.documentName ?? delivery.documentName;
    const roots = new Map(delivery.roots.map(([id, source]) => [id, source ? this.make(rootName, source, { pack: delivery.pack }) : null]));
    const parent = delivery.parent ? roots.get(delivery.parent[0]!.id) : undefined;
    const hook = `${delivery.action}${delivery.documentName}`;
    for (const [k, id] of delivery.ids.entries()) {
      const doc = !delivery.parent
        ? (roots.get(id) ?? this.make(rootName, { _id: id } as Source, { pack: delivery.pack }))
        : (parent?.getEmbeddedCollection(delivery.documentName).get(id) ?? this.make(delivery.documentName, { _id: id } as Source, { parent: parent ?? null, pack: delivery.pack }));
      if (delivery.action === "update") this.Hooks.callAll(hook, doc, delivery.changes?.[k] ?? {}, {}, delivery.userId);
      else this.Hooks.callAll(hook, doc, {}, delivery.userId);
    }
  }

  /** Another user connected or left: his `active` changes and `userConnected` fires. */
  userActivity(userId: string, connected: boolean): void {
    const user = this.game.users.get(userId);
    if (!user) return;
    user.refresh({ ...user._source, active: connected });
    this.Hooks.callAll("userConnected", user, connected);
  }

  /** A pack was created or configured. */
  packChanged(data: PackData): void {
    const have = this.game.packs.get(data.metadata.id);
    if (have) have.data = data;
    else this.game.packs.set(data.metadata.id, new PagePack(this, data));
  }

  private opened(dialog: SimDialog): void {
    this.dialogs.push(dialog);
    this.dialogWaiters.shift()?.(dialog);
  }

  /** The next dialog this page opens (or the oldest open one nobody has taken yet). */
  nextDialog(): Promise<SimDialog> {
    const open = this.dialogs.find((d) => d.open && !this.taken.has(d));
    if (open) {
      this.taken.add(open);
      return Promise.resolve(open);
    }
    return new Promise((resolve) =>
      this.dialogWaiters.push((d) => {
        this.taken.add(d);
        resolve(d);
      }),
    );
  }
  private readonly taken = new Set<SimDialog>();
}

/** `base` with `extra` laid over it, plain objects merged (classes and functions are taken as they are). */
function overlay(base: Obj, extra: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = base[k];
    out[k] = v !== null && typeof v === "object" && !Array.isArray(v) && b !== null && typeof b === "object" ? overlay(b as Obj, v as Obj) : v;
  }
  return out;
}
