/**
 * Stand-ins for the few Foundry globals src/foundry touches (the pf2e pattern), loosely typed:
 * `foundry.*` classes, `Hooks`, `CONFIG`, and a world for the migrations (`game`, `ui`, `Actor`: see `resetWorld`).
 * Fields keep their constructor arguments so tests can read a model's schema back.
 */
import { vi } from "vitest";

class DataField {
  constructor(readonly options: Record<string, unknown> = {}) {}
}
class StringField extends DataField {}
class HTMLField extends StringField {}
class NumberField extends DataField {}
class BooleanField extends DataField {}
class ObjectField extends DataField {}
class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: Record<string, unknown> = {},
  ) {
    super(options);
  }
}
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: Record<string, unknown> = {},
  ) {
    super(options);
  }
}

/** A union of schemas told apart by the value's `type` (V13): each type's fields, as given. */
class TypedSchemaField extends DataField {
  constructor(
    readonly types: Record<string, Record<string, DataField>>,
    options: Record<string, unknown> = {},
  ) {
    super(options);
  }
}

class TypeDataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static migrateData(source: Record<string, unknown>) {
    return source;
  }
  async _preUpdate(_changes: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}
}

/** The base context ActorSheetV2 gives its subclasses, reduced to what the templates read. */
class ActorSheetV2 {
  actor: unknown;
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return { editable: true };
  }
}

/**
 * The base of the system's applications (the table editor, the sides dialog, the tracker's dialogs …), as far as the
 * simulated world drives them (no HTML: the browser tests render templates): it keeps its options; `render` prepares
 * its context and calls V13's `renderApplicationV2` hook (fired for every class of its chain) on the page rendering it.
 */
class ApplicationV2 {
  rendered = false;
  constructor(readonly options: Record<string, unknown> = {}) {}
  async _prepareContext(_options: unknown): Promise<object> {
    return {};
  }
  async render(options: Record<string, unknown> = {}): Promise<this> {
    const context = await this._prepareContext(options);
    this.rendered = true;
    (globalThis as unknown as { Hooks: typeof hooks }).Hooks.callAll("renderApplicationV2", this, null, context, options);
    return this;
  }
  async close(): Promise<this> {
    this.rendered = false;
    return this;
  }
}

/** Core's combat tracker, which the activation tracker extends (applications/tracker/battle-tracker.ts). */
class CombatTracker {}

/** Core's Token placeable (`CONFIG.Token.objectClass`), which the fog's Token class extends (canvas/fog-token.ts). */
class Token {}

const HandlebarsApplicationMixin = (Base: typeof ActorSheetV2) => class HandlebarsApplication extends Base {};

const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
const hooks = {
  on(name: string, fn: (...args: unknown[]) => void) {
    listeners.set(name, [...(listeners.get(name) ?? []), fn]);
  },
  once(name: string, fn: (...args: unknown[]) => void) {
    const once = (...args: unknown[]) => {
      listeners.set(name, (listeners.get(name) ?? []).filter((f) => f !== once));
      fn(...args);
    };
    hooks.on(name, once);
  },
  callAll(name: string, ...args: unknown[]) {
    for (const fn of listeners.get(name) ?? []) fn(...args);
    return true;
  },
};

/** A world's settings, kept in a map; `register` records the config. */
class Settings {
  readonly registered = new Map<string, Record<string, unknown>>();
  readonly values = new Map<string, unknown>();
  register(namespace: string, key: string, config: Record<string, unknown>) {
    this.registered.set(`${namespace}.${key}`, config);
  }
  readonly menus = new Map<string, Record<string, unknown>>();
  registerMenu(namespace: string, key: string, config: Record<string, unknown>) {
    this.menus.set(`${namespace}.${key}`, config);
  }
  get(namespace: string, key: string) {
    const id = `${namespace}.${key}`;
    return this.values.has(id) ? this.values.get(id) : this.registered.get(id)?.default;
  }
  async set(namespace: string, key: string, value: unknown) {
    this.values.set(`${namespace}.${key}`, value);
    return value;
  }
}

/**
 * A fresh world for a test: its raw actor data (`game.data.actors`, as the server sent it), the user, settings, and
 * `Actor.implementation` recording updates and deletions. Returns the world to inspect.
 */
export function resetWorld({ actors = [] as Record<string, unknown>[], isActiveGM = true } = {}) {
  const world = {
    settings: new Settings(),
    updates: [] as Record<string, unknown>[],
    deletions: [] as string[],
    notifications: [] as { level: string; message: string }[],
  };
  const notify = (level: string) => (message: string) => void world.notifications.push({ level, message });
  Object.assign(globalThis, {
    game: {
      system: { id: "hex-tactics" },
      user: { isActiveGM, isGM: isActiveGM, can: () => true },
      users: [],
      settings: world.settings,
      data: { actors },
      actors: { size: actors.length, invalidDocumentIds: new Set() },
      i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` },
    },
    ui: { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } },
    Actor: {
      implementation: {
        updateDocuments: async (updates: Record<string, unknown>[]) => void world.updates.push(...updates),
        deleteDocuments: async (ids: string[]) => void world.deletions.push(...ids),
      },
    },
  });
  return world;
}

Object.assign(globalThis, {
  foundry: {
    abstract: { TypeDataModel },
    data: { fields: { StringField, HTMLField, NumberField, BooleanField, ArrayField, ObjectField, SchemaField, TypedSchemaField } },
    applications: {
      api: { HandlebarsApplicationMixin, ApplicationV2 },
      sheets: { ActorSheetV2 },
      sidebar: { tabs: { CombatTracker } },
      handlebars: { loadTemplates: vi.fn(async () => ({})), renderTemplate: vi.fn(async () => "") },
    },
    documents: { collections: { Actors: { registerSheet: vi.fn() } } },
    canvas: { placeables: { Token, tokens: { TokenRuler: class TokenRuler {} } } },
  },
  Hooks: hooks,
  CONFIG: { Actor: { dataModels: {} }, ChatMessage: { dataModels: {} }, Combat: { dataModels: {} }, Token: { objectClass: Token }, ui: {}, queries: {} },
});
