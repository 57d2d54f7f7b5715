import { CounterSet } from "../../../../engine/rules/ia/data/schemas/counters";
import type { TableCell } from "../../../tables/cells";
import type { TableKind } from "../../../tables/kinds/kind";

type Json = CounterSet;
type Face = Json["units"][string]["faces"]["full"];

const P = "HEX_TACTICS.Tables.Property";
const FACES = ["full", "reduced", "limbered", "dismounted", "dismountedReduced"] as const;
const FACE_CELLS = [
  ["directFire", "strength"],
  ["directFire", "range"],
  ["bombardmentFire", "strength"],
  ["bombardmentFire", "range"],
  ["movement"],
  ["morale"],
] as const;
const LEADER_CELLS = ["morale", "combat", "moraleBonus"] as const;

function faceCells(id: string, name: string, face: (typeof FACES)[number], values: Face): TableCell[] {
  const group = { id: "units", title: { key: "HEX_TACTICS.Tables.Section.units" }, part: "units" };
  const row = { key: "HEX_TACTICS.Tables.Face.row", params: { name, face: `HEX_TACTICS.Tables.Face.${face}` } };
  return FACE_CELLS.filter((path) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values) !== undefined).map(
    (path): TableCell => ({
      address: ["unit", id, face, path.join(".")],
      path: ["units", id, "faces", face, ...path],
      valueKey: "value",
      codec: "scalar",
      group,
      row,
      column: { key: `${P}.${path.join(".")}` },
    }),
  );
}

/**
 * A counter set (schemas/counters.ts) as cells. CSV key columns `piece,id,face,property` (docs/tables.md): a unit type's
 * `steps` (no face) and, per face (full, reduced, limbered, dismounted, dismountedReduced), directFire.strength,
 * directFire.range, bombardmentFire.strength, bombardmentFire.range, movement, morale; a leader's morale, combat and
 * moraleBonus (no face).
 */
export const countersKind: TableKind<Json> = {
  id: "counters",
  schema: CounterSet,
  keyColumns: ["piece", "id", "face", "property"],
  edition: (json) => json.edition,
  cells(json) {
    const units = Object.entries(json.units).flatMap(([id, u]): TableCell[] => [
      {
        address: ["unit", id, "", "steps"],
        path: ["units", id, "steps"],
        valueKey: "value",
        codec: "scalar",
        group: { id: "units", title: { key: "HEX_TACTICS.Tables.Section.units" }, part: "units" },
        row: { key: "HEX_TACTICS.Tables.Face.row", params: { name: u.name, face: "HEX_TACTICS.Tables.Face.full" } },
        column: { key: `${P}.steps` },
      },
      ...FACES.flatMap((face) => (u.faces[face] ? faceCells(id, u.name, face, u.faces[face]) : [])),
    ]);
    const leaders = Object.entries(json.leaders).flatMap(([id, l]) =>
      LEADER_CELLS.map(
        (p): TableCell => ({
          address: ["leader", id, "", p],
          path: ["leaders", id, p],
          valueKey: "value",
          codec: "scalar",
          group: { id: "leaders", title: { key: "HEX_TACTICS.Tables.Section.leaders" }, part: "leaders" },
          row: { text: l.name },
          column: { key: `${P}.leader.${p}` },
        }),
      ),
    );
    return [...units, ...leaders];
  },
};
