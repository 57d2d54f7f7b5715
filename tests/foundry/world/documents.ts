/**
 * The simulated pages' documents: each page has its own instances, built from the source data the server sent it,
 * and its own classes (`page.classes.Actor` …), whose static `create` and instance `update`/`delete` send operations to
 * the server and resolve once the server's broadcast has reached this page. Only what the system uses is here.
 */
import { getProperty, isObject, merge, wire, type Obj, type Source } from "./data";
import { SimHexGrid, type GridData } from "./grid";
import type { SimRoll } from "./roll";
import type { Client } from "./client";
import type { SimMovement } from "./movement";

/** One step from a world (or pack) document down to an embedded one. */
export interface Link {
  readonly documentName: string;
  readonly id: string;
}

/** Where each embedded collection lives in its parent's source (an unlinked token's actor effects are in its delta). */
export const EMBEDDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Scene: { Token: "tokens" },
  Actor: { ActiveEffect: "effects" },
  Token: { ActiveEffect: "delta.effects" },
  Combat: { Combatant: "combatants" },
  JournalEntry: { JournalEntryPage: "pages" },
};

export interface Operation {
  readonly action: "create" | "update" | "delete";
  readonly documentName: string;
  readonly pack?: string;
  /** The parent's chain, from the world (or pack) document down; absent for a world or pack document. */
  readonly parent?: readonly Link[];
  readonly data?: readonly Obj[];
  readonly updates?: readonly Obj[];
  readonly ids?: readonly string[];
  readonly keepId?: boolean;
  /** An update's options (`DatabaseUpdateOperation` and the caller's own keys, e.g. `movement`): the sending page's. */
  readonly options?: Obj;
  /** The movements of tokens an update moves, by token id (movement.ts). */
  readonly movements?: Readonly<Record<string, SimMovement>>;
}

export interface DocumentOptions {
  pack?: string;
  parent?: SimDocument;
  keepId?: boolean;
}

/** Foundry's `Collection`: a Map by id that iterates its values. */
export class SimCollection<D> {
  private readonly byId: Map<string, D>;
  /** Documents the world holds that fail validation: the simulated server sends none. */
  readonly invalidDocumentIds = new Set<string>();
  constructor(entries: Iterable<readonly [string, D]> = []) {
    this.byId = new Map(entries);
  }
  [Symbol.iterator](): IterableIterator<D> {
    return this.byId.values();
  }
  get size(): number {
    return this.byId.size;
  }
  get(id: string): D | undefined {
    return this.byId.get(id);
  }
  has(id: string): boolean {
    return this.byId.has(id);
  }
  set(id: string, doc: D): this {
    this.byId.set(id, doc);
    return this;
  }
  delete(id: string): boolean {
    return this.byId.delete(id);
  }
  keys(): IterableIterator<string> {
    return this.byId.keys();
  }
  values(): IterableIterator<D> {
    return this.byId.values();
  }
  get contents(): D[] {
    return [...this.byId.values()];
  }
  filter(fn: (d: D) => boolean): D[] {
    return this.contents.filter(fn);
  }
  find(fn: (d: D) => boolean): D | undefined {
    return this.contents.find(fn);
  }
  map<T>(fn: (d: D) => T): T[] {
    return this.contents.map(fn);
  }
  some(fn: (d: D) => boolean): boolean {
    return this.contents.some(fn);
  }
  getName(name: string): D | undefined {
    return this.find((d) => (d as { name?: unknown }).name === name);
  }
}

export class SimDocument {
  static documentName = "Document";
  /** The page this class belongs to (set on each page's subclass). */
  static page: Client | undefined;

  readonly client: Client;
  readonly parent: SimDocument | null;
  readonly pack: string | null;
  private embeddedCache = new Map<string, SimCollection<SimDocument>>();

  constructor(
    public _source: Source,
    { parent = null, pack = null }: { parent?: SimDocument | null; pack?: string | null } = {},
  ) {
    const page = (this.constructor as typeof SimDocument).page;
    if (!page) throw new Error(`${this.documentName} documents are made by a page's classes`);
    this.client = page;
    this.parent = parent;
    this.pack = pack;
  }

  static get implementation() {
    return this;
  }

  get documentName(): string {
    return (this.constructor as typeof SimDocument).documentName;
  }
  get id(): string {
    return this._source._id;
  }
  get _id(): string {
    return this._source._id;
  }
  get name(): string {
    return String(this._source.name ?? "");
  }
  get type(): string {
    return String(this._source.type ?? "base");
  }
  get system(): Obj {
    return (this._source.system as Obj | undefined) ?? {};
  }
  get flags(): Obj {
    return (this._source.flags as Obj | undefined) ?? {};
  }
  get ownership(): Obj {
    return (this._source.ownership as Obj | undefined) ?? {};
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : this.pack ? `Compendium.${this.pack}.${own}` : own;
  }

  getFlag(scope: string, key: string): unknown {
    return wire(getProperty(this.flags[scope], key));
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  unsetFlag(scope: string, key: string): Promise<this> {
    const parts = key.split(".");
    return this.update({ [`flags.${scope}.${[...parts.slice(0, -1), `-=${parts.at(-1)}`].join(".")}`]: null });
  }

  /** This document's chain from its world (or pack) document. */
  chain(): Link[] {
    return [...(this.parent?.chain() ?? []), { documentName: this.documentName, id: this.id }];
  }

  async update(changes: Obj, options: Obj = {}): Promise<this> {
    await this.client.modify({ action: "update", documentName: this.documentName, ...this.where(), updates: [{ ...changes, _id: this.id }], options });
    return this;
  }

  async delete(): Promise<this> {
    await this.client.modify({ action: "delete", documentName: this.documentName, ...this.where(), ids: [this.id] });
    return this;
  }

  private where(): { pack?: string; parent?: Link[] } {
    return { ...(this.pack ? { pack: this.pack } : {}), ...(this.parent ? { parent: this.parent.chain() } : {}) };
  }

  toObject(): Source {
    return wire(this._source);
  }
  toJSON(): Source {
    return this.toObject();
  }

  /** The page's user may act on it at `level` (0 NONE … 3 OWNER): GMs always, others by the ownership record. */
  testUserPermission(user: { id: string; isGM: boolean }, level: number | string): boolean {
    const wanted = typeof level === "number" ? level : (LEVELS[level] ?? 3);
    if (user.isGM) return true;
    const own = this.ownership;
    const given = (own[user.id] as number | undefined) ?? (own.default as number | undefined) ?? 0;
    return given >= wanted;
  }
  get isOwner(): boolean {
    return this.testUserPermission(this.client.user, 3);
  }

  /** Takes the source the server sent and brings embedded instances up to date (same instances, new data). */
  refresh(source: Source): void {
    this._source = source;
    for (const [name, collection] of this.embeddedCache) this.syncEmbedded(name, collection);
  }

  protected embeddedSources(name: string): Source[] {
    const field = EMBEDDED[this.documentName]?.[name];
    if (!field) throw new Error(`${this.documentName} has no embedded ${name} here`);
    return (getProperty(this._source, field) as Source[] | undefined) ?? [];
  }

  getEmbeddedCollection(name: string): SimCollection<SimDocument> {
    let collection = this.embeddedCache.get(name);
    if (!collection) {
      collection = new SimCollection();
      this.embeddedCache.set(name, collection);
      this.syncEmbedded(name, collection);
    }
    return collection;
  }

  private syncEmbedded(name: string, collection: SimCollection<SimDocument>): void {
    const sources = this.embeddedSources(name);
    const ids = new Set(sources.map((s) => s._id));
    for (const id of [...collection.keys()]) if (!ids.has(id)) collection.delete(id);
    for (const s of sources) {
      const have = collection.get(s._id);
      if (have) have.refresh(s);
      else collection.set(s._id, this.client.make(name, s, { parent: this, pack: this.pack }));
    }
  }

  async createEmbeddedDocuments(name: string, data: readonly Obj[], options: { keepId?: boolean } = {}): Promise<SimDocument[]> {
    const sources = await this.client.modify({ action: "create", documentName: name, parent: this.chain(), data, ...(this.pack ? { pack: this.pack } : {}), ...options });
    // A pack's document is not a world one the broadcast refreshes: the page takes the server's answer into its copy.
    if (this.pack && !this.parent) this.refresh(this.client.server.packSource(this.pack, this.id) ?? this._source);
    return sources.map((s) => this.getEmbeddedCollection(name).get(s._id)!);
  }
  async updateEmbeddedDocuments(name: string, updates: readonly Obj[], options: Obj = {}): Promise<SimDocument[]> {
    const sources = await this.client.modify({ action: "update", documentName: name, parent: this.chain(), updates, options, ...(this.pack ? { pack: this.pack } : {}) });
    return sources.map((s) => this.getEmbeddedCollection(name).get(s._id)!);
  }
  async deleteEmbeddedDocuments(name: string, ids: readonly string[]): Promise<string[]> {
    await this.client.modify({ action: "delete", documentName: name, parent: this.chain(), ids, ...(this.pack ? { pack: this.pack } : {}) });
    if (this.pack && !this.parent) this.refresh(this.client.server.packSource(this.pack, this.id) ?? this._source);
    return [...ids];
  }

  static async create(data: Obj, options: DocumentOptions = {}): Promise<SimDocument | undefined> {
    return (await this.createDocuments([data], options))[0];
  }

  static async createDocuments(data: readonly Obj[], options: DocumentOptions = {}): Promise<SimDocument[]> {
    const page = this.page!;
    if (options.parent) return options.parent.createEmbeddedDocuments(this.documentName, data, { keepId: options.keepId ?? false });
    const sources = await page.modify({ action: "create", documentName: this.documentName, data, ...(options.pack ? { pack: options.pack } : {}), keepId: options.keepId ?? false });
    return sources.map((s) => (options.pack ? new this(s, { pack: options.pack }) : page.collection(this.documentName).get(s._id)!));
  }

  static async updateDocuments(updates: readonly Obj[], options: DocumentOptions = {}): Promise<SimDocument[]> {
    if (options.parent) return options.parent.updateEmbeddedDocuments(this.documentName, updates);
    const page = this.page!;
    const sources = await page.modify({ action: "update", documentName: this.documentName, updates, ...(options.pack ? { pack: options.pack } : {}) });
    return sources.map((s) => (options.pack ? new this(s, { pack: options.pack }) : page.collection(this.documentName).get(s._id)!));
  }

  static async deleteDocuments(ids: readonly string[], options: DocumentOptions = {}): Promise<string[]> {
    if (options.parent) return options.parent.deleteEmbeddedDocuments(this.documentName, ids);
    await this.page!.modify({ action: "delete", documentName: this.documentName, ids, ...(options.pack ? { pack: options.pack } : {}) });
    return [...ids];
  }
}

const LEVELS: Readonly<Record<string, number>> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };

export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export class SimUser extends SimDocument {
  static override documentName = "User";
  get role(): number {
    return Number(this._source.role ?? 1);
  }
  get isGM(): boolean {
    return this.role >= ROLES.ASSISTANT;
  }
  get active(): boolean {
    return this._source.active === true;
  }
  get isSelf(): boolean {
    return this.id === this.client.userId;
  }
  get isActiveGM(): boolean {
    return this.client.game.users.activeGM === this;
  }
  /**
   * `BaseUser#hasPermission(permission)`: QUERY_USER from the server's `queryRole` (V13's default role is PLAYER: pf2e
   * types/foundry common/constants `USER_PERMISSIONS.QUERY_USER.defaultRole: 1`), every other permission a GM's only.
   */
  hasPermission(permission: string): boolean {
    if (permission === "QUERY_USER") return this.client.server.options.queryRole <= this.role;
    return this.isGM;
  }
  /** `BaseUser#can(action)`: a GM may do anything; anyone else what his permissions allow. */
  can(permission: string): boolean {
    return this.isGM || this.hasPermission(permission);
  }
  /** `User#query`: the target page's `CONFIG.queries[name](data, {timeout})`; rejects on timeout or when the target is gone. */
  query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    return this.client.server.query(this.client, this.id, name, data, timeout);
  }
}

export class SimActiveEffect extends SimDocument {
  static override documentName = "ActiveEffect";
  get statuses(): Set<string> {
    return new Set((this._source.statuses as string[] | undefined) ?? []);
  }
  get img(): string {
    return String(this._source.img ?? "");
  }
}

export interface StatusEffectConfig {
  id: string;
  _id?: string;
  name: string;
  img: string;
}

export class SimActor extends SimDocument {
  static override documentName = "Actor";

  /** The token this is the synthetic actor of (an unlinked token), or null for a world actor. */
  get token(): SimToken | null {
    return this.parent instanceof SimToken ? this.parent : null;
  }
  get isToken(): boolean {
    return this.token !== null;
  }
  override chain(): Link[] {
    return this.token ? this.token.chain() : super.chain();
  }
  protected override embeddedSources(name: string): Source[] {
    return name === "ActiveEffect" ? ((this._source.effects as Source[] | undefined) ?? []) : super.embeddedSources(name);
  }
  get effects(): SimCollection<SimActiveEffect> {
    return this.getEmbeddedCollection("ActiveEffect") as SimCollection<SimActiveEffect>;
  }
  get statuses(): Set<string> {
    return new Set(this.effects.contents.flatMap((e) => [...e.statuses]));
  }
  get prototypeToken(): Obj {
    return (this._source.prototypeToken as Obj | undefined) ?? {};
  }

  override async update(changes: Obj, options: Obj = {}): Promise<this> {
    if (this.isToken) throw new Error("the simulation does not update a synthetic actor: update its token's delta");
    return super.update(changes, options);
  }

  /**
   * `Actor#toggleStatusEffect` (V13): the status must be in `CONFIG.statusEffects`; `active` true adds it (an
   * ActiveEffect with the status's `_id`, if it has one), false removes it, undefined toggles. Returns the effect made,
   * false when removed, undefined when nothing changed.
   */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<SimActiveEffect | boolean | undefined> {
    const status = (this.client.CONFIG.statusEffects as StatusEffectConfig[]).find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = this.effects.filter((e) => e.statuses.has(statusId));
    const on = active ?? existing.length === 0;
    if (!on) {
      if (!existing.length) return undefined;
      await this.client.modify({ action: "delete", documentName: "ActiveEffect", parent: this.chain(), ids: existing.map((e) => e.id) });
      return false;
    }
    if (existing.length) return undefined;
    const data = { ...(status._id ? { _id: status._id } : {}), name: status.name, img: status.img, statuses: [status.id] };
    const [made] = await this.client.modify({ action: "create", documentName: "ActiveEffect", parent: this.chain(), data: [data], keepId: status._id !== undefined });
    return this.effects.get(made!._id);
  }

  /** An unsaved token of this actor: its prototype token with `data` over it. */
  async getTokenDocument(data: Obj = {}): Promise<SimToken> {
    const source = merge(merge({ name: this.name, actorLink: false, x: 0, y: 0, hidden: false, delta: {}, flags: {} }, wire(this.prototypeToken)), wire(data));
    return new this.client.classes.TokenDocument({ _id: "", ...source, actorId: this.id } as Source);
  }
}

export class SimToken extends SimDocument {
  static override documentName = "Token";
  private synthetic: SimActor | null = null;

  get x(): number {
    return Number(this._source.x ?? 0);
  }
  get y(): number {
    return Number(this._source.y ?? 0);
  }
  get hidden(): boolean {
    return this._source.hidden === true;
  }
  /** V13 `TokenDocument#rotation`: degrees, 0 by default. */
  get rotation(): number {
    return Number(this._source.rotation ?? 0);
  }
  get actorId(): string | null {
    return (this._source.actorId as string | null | undefined) ?? null;
  }
  get actorLink(): boolean {
    return this._source.actorLink === true;
  }
  get texture(): Obj {
    return (this._source.texture as Obj | undefined) ?? {};
  }
  get delta(): Obj {
    return (this._source.delta as Obj | undefined) ?? {};
  }
  override toObject(): Source {
    const { _id, ...rest } = wire(this._source);
    return (_id ? { _id, ...rest } : rest) as Source;
  }

  /** The linked world actor, or this token's synthetic actor: the world actor with the token's delta over it. */
  get actor(): SimActor | null {
    const base = this.actorId ? this.client.game.actors.get(this.actorId) : undefined;
    if (!base) return null;
    if (this.actorLink) return base;
    const { effects: deltaEffects, ...delta } = wire(this.delta) as Obj & { effects?: Source[] };
    const source = merge(base.toObject(), delta) as Source;
    const own = new Map(((source.effects as Source[] | undefined) ?? []).map((e) => [e._id, e]));
    for (const e of deltaEffects ?? []) own.set(e._id, e);
    source.effects = [...own.values()];
    if (this.synthetic) this.synthetic.refresh(source);
    else this.synthetic = new this.client.classes.Actor(source, { parent: this });
    return this.synthetic;
  }

  hasStatusEffect(statusId: string): boolean {
    return this.actor?.statuses.has(statusId) ?? false;
  }
}

export class SimScene extends SimDocument {
  static override documentName = "Scene";
  get tokens(): SimCollection<SimToken> {
    return this.getEmbeddedCollection("Token") as SimCollection<SimToken>;
  }
  get grid(): SimHexGrid {
    return new SimHexGrid((this._source.grid as GridData | undefined) ?? { type: 2, size: 100 });
  }
  get active(): boolean {
    return this._source.active === true;
  }
  /** `Scene#view`: this page draws this scene (its canvas alone; V13 `Scene#view` draws the canvas for it). */
  async view(): Promise<this> {
    await this.client.canvas.draw(this);
    return this;
  }
  /** `Scene#activate`: this scene becomes the one every player views (a GM's update). */
  async activate(): Promise<this> {
    return this.update({ active: true });
  }
}

export class SimCombat extends SimDocument {
  static override documentName = "Combat";
  get active(): boolean {
    return this._source.active === true;
  }
  get round(): number {
    return Number(this._source.round ?? 0);
  }
  get scene(): SimScene | null {
    const id = this._source.scene as string | null | undefined;
    return id ? ((this.client.game.scenes.get(id) as SimScene | undefined) ?? null) : null;
  }
}

export class SimChatMessage extends SimDocument {
  static override documentName = "ChatMessage";
  get author(): SimUser | undefined {
    return this.client.game.users.get(String(this._source.author));
  }
  /**
   * The rolls, as the page's `Roll`s rebuilt from the stored JSON strings; one that cannot be is logged and left out
   * (V13 `ChatMessage#prepareDerivedData`: `Hooks.onError("ChatMessage#rolls", …, {log: "error"})`).
   */
  get rolls(): SimRoll[] {
    return ((this._source.rolls as string[] | undefined) ?? []).flatMap((r) => {
      try {
        return [this.client.classes.Roll.fromJSON(r)];
      } catch (e) {
        console.error("ChatMessage#rolls", e);
        return [];
      }
    });
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
}

export class SimJournalEntry extends SimDocument {
  static override documentName = "JournalEntry";
  get pages(): SimCollection<SimJournalEntryPage> {
    return this.getEmbeddedCollection("JournalEntryPage") as SimCollection<SimJournalEntryPage>;
  }
}

export class SimJournalEntryPage extends SimDocument {
  static override documentName = "JournalEntryPage";
}

export class SimFolder extends SimDocument {
  static override documentName = "Folder";
}

export class SimSetting extends SimDocument {
  static override documentName = "Setting";
}

/** The page's class for each document name. */
export function pageClasses(page: Client) {
  const bind = <C extends typeof SimDocument>(Base: C): C => {
    const Bound = class extends (Base as typeof SimDocument) {} as unknown as C;
    Bound.page = page;
    return Bound;
  };
  return {
    User: bind(SimUser),
    Actor: bind(SimActor),
    ActiveEffect: bind(SimActiveEffect),
    TokenDocument: bind(SimToken),
    Scene: bind(SimScene),
    Combat: bind(SimCombat),
    ChatMessage: bind(SimChatMessage),
    JournalEntry: bind(SimJournalEntry),
    JournalEntryPage: bind(SimJournalEntryPage),
    Folder: bind(SimFolder),
    Setting: bind(SimSetting),
  };
}

export type PageClasses = ReturnType<typeof pageClasses>;

/** The page class key for a document name ("Token" is TokenDocument). */
export function classOf(documentName: string): Exclude<keyof PageClasses, never> {
  const key = documentName === "Token" ? "TokenDocument" : documentName;
  if (!["User", "Actor", "ActiveEffect", "TokenDocument", "Scene", "Combat", "ChatMessage", "JournalEntry", "JournalEntryPage", "Folder", "Setting"].includes(key))
    throw new Error(`the simulation has no ${documentName} documents`);
  return key as keyof PageClasses;
}

export const isSource = (v: unknown): v is Source => isObject(v) && typeof v._id === "string";
