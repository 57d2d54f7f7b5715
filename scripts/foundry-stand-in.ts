/**
 * Just enough of Foundry's `foundry` global for the system's modules to load in Node (scripts/system-manifest.ts) and
 * for a data model's schema to be read back: each data field keeps its options, a schema field its fields; every other
 * class or function Foundry gives is an inert stand-in. Installed only where no `foundry` global exists.
 */
class DataField {
  constructor(readonly options: Record<string, unknown> = {}) {}
}
class StringField extends DataField {}
class HTMLField extends StringField {}
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: Record<string, unknown> = {},
  ) {
    super(options);
  }
}

/** A class, function and namespace at once: whatever is read of it, called on it or extended is another of it. */
const inert = (): object =>
  new Proxy(class {}, {
    get: (target, key) => (key in target ? Reflect.get(target, key) : inert()),
    apply: () => inert(),
  });

/** A namespace whose named members are given, the rest inert. */
const namespace = (members: Record<string, unknown>): object => new Proxy(members, { get: (target, key) => (key in target ? Reflect.get(target, key) : inert()) });

class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
}

export function installFoundryStandIn(): void {
  const fields = namespace({ DataField, StringField, HTMLField, SchemaField });
  (globalThis as { foundry?: unknown }).foundry ??= namespace({ data: namespace({ fields }), abstract: namespace({ TypeDataModel }) });
}
