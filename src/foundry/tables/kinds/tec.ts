import { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import type { TableCell } from "../cells";
import type { TableKind } from "./kind";

type Json = TerrainEffectsChart;
type CombatModifier = Json["terrain"][string]["combat"][number];

const P = "HEX_TACTICS.Tables.Property";
const TERRAIN_CELLS = ["limiting", "los", "losHeight", "concealRange", "spotterBonus", "moveCost"] as const;
const HEXSIDE_CELLS = ["los", "moveCost"] as const;

/** A combat modifier's name in CSV: `combat:<fire>`, `:<appliesTo>` when it modifies one side's fire, `#n` for a repeat. */
function combatKeys(mods: readonly CombatModifier[]): string[] {
  const seen = new Map<string, number>();
  return mods.map((m) => {
    const key = `combat:${m.fire}${m.appliesTo ? `:${m.appliesTo}` : ""}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  });
}

function entryCells(
  section: "terrain" | "hexside",
  id: string,
  entry: { readonly name: string; readonly combat: readonly CombatModifier[] } & Record<string, unknown>,
  properties: readonly string[],
  path: (string | number)[],
): TableCell[] {
  const group = { id: section, title: { key: `HEX_TACTICS.Tables.Section.${section}` }, part: section };
  const row = { text: entry.name };
  const keys = combatKeys(entry.combat);
  return [
    ...properties
      .filter((p) => entry[p] !== undefined)
      .map((p): TableCell => ({ address: [section, id, p], path: [...path, p], valueKey: "value", codec: "scalar", group, row, column: { key: `${P}.${p}` } })),
    ...entry.combat.map((m, i): TableCell => ({
      address: [section, id, keys[i]!],
      path: [...path, "combat", i],
      valueKey: "shift",
      codec: "scalar",
      group,
      row,
      column: m.appliesTo ? { key: `${P}.combatSide`, params: { fire: m.fire, side: m.appliesTo } } : { key: `${P}.combat`, params: { fire: m.fire } },
    })),
  ];
}

/**
 * A Terrain Effects Chart (schemas/tec.ts) as cells. CSV key columns `section,id,property` (docs/tables.md): `terrain`
 * or `hexside`, the terrain's or feature's id, and limiting, los, losHeight, concealRange, spotterBonus, moveCost — or
 * `combat:<fire>[:<side>]` for a combat modifier's column shift.
 */
export const tecKind: TableKind<Json> = {
  id: "tec",
  schema: TerrainEffectsChart,
  keyColumns: ["section", "id", "property"],
  edition: (json) => json.edition,
  cells: (json) => [
    ...Object.entries(json.terrain).flatMap(([id, t]) => entryCells("terrain", id, t as never, TERRAIN_CELLS, ["terrain", id])),
    ...Object.entries(json.hexsides).flatMap(([id, h]) => entryCells("hexside", id, h as never, HEXSIDE_CELLS, ["hexsides", id])),
  ],
};
