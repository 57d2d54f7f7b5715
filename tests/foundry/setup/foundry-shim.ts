/**
 * Stand-ins for the few Foundry globals src/foundry touches (the pf2e pattern), loosely typed:
 * `foundry.*` classes, `Hooks` and `CONFIG`.
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
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
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
}

/** The base context ActorSheetV2 gives its subclasses, reduced to what the templates read. */
class ActorSheetV2 {
  actor: unknown;
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return { editable: true };
  }
}

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

Object.assign(globalThis, {
  foundry: {
    abstract: { TypeDataModel },
    data: { fields: { StringField, HTMLField, NumberField, BooleanField, SchemaField } },
    applications: {
      api: { HandlebarsApplicationMixin },
      sheets: { ActorSheetV2 },
    },
    documents: { collections: { Actors: { registerSheet: vi.fn() } } },
  },
  Hooks: hooks,
  CONFIG: { Actor: { dataModels: {} } },
});
