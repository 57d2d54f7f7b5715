import { countersKind } from "./counters";
import { fireTablesKind } from "./fire-tables";
import type { TableKind, TableKindId } from "./kind";
import { tecKind } from "./tec";

export type { TableKind, TableKindId };

/** Every kind of chart a world holds, in the editor's order. */
export const TABLE_KINDS: { readonly [K in TableKindId]: TableKind<any> } = {
  "fire-tables": fireTablesKind,
  tec: tecKind,
  counters: countersKind,
};

export const TABLE_KIND_IDS = Object.keys(TABLE_KINDS) as TableKindId[];
