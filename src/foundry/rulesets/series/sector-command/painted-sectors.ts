/**
 * A scene's sectors (multi-player games, IA1 17.51, PG 17.61: "players divide the board into sectors … board-by-board, or in
 * any other manner agreed upon"): named sets of map hexes `[column, row]`, kept with the grid offset of map hex [0, 0]
 * (as the terrain flag keeps its map) in the scene flag `hex-tactics.sectors`. A hex lies in at most one sector; a sector
 * with no hex is no sector. Pure: nothing here knows Foundry.
 */
import { z } from "zod";
import { DataError, parseData, type DataIssue } from "../../../../engine/data/validate";
import type { GridOffset } from "../../../../engine/hex";
import type { HexMap } from "../../../../engine/map";
import { brushHexes, type At } from "../../../terrain/paint";

/** The scene flag (scope `hex-tactics`) holding the scene's `SceneSectors`. */
export const SECTORS_FLAG = "sectors";

export interface Sector {
  readonly name: string;
  readonly hexes: readonly At[];
}

/** What the scene flag holds: the sectors, their hexes counted from the map hex at grid offset `origin`. */
export interface SceneSectors {
  readonly origin: GridOffset;
  readonly sectors: readonly Sector[];
}

const key = ([c, r]: At) => `${c},${r}`;

const SceneSectorsSchema = z
  .object({
    origin: z.object({ i: z.number().int(), j: z.number().int() }).strict(),
    sectors: z.array(
      z.object({ name: z.string().trim().min(1, "a sector has a name"), hexes: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])) }).strict(),
    ),
  })
  .strict()
  .superRefine((value, ctx) => {
    const names = new Set<string>();
    const owner = new Map<string, string>();
    value.sectors.forEach((sector, s) => {
      if (names.has(sector.name)) ctx.addIssue({ code: "custom", path: ["sectors", s, "name"], message: `another sector is named "${sector.name}"` });
      names.add(sector.name);
      sector.hexes.forEach((at, h) => {
        const k = key(at);
        const first = owner.get(k);
        if (first !== undefined) ctx.addIssue({ code: "custom", path: ["sectors", s, "hexes", h], message: `hex [${k}] already lies in sector "${first}"` });
        else owner.set(k, sector.name);
      });
    });
  });

export type SectorsRead = { readonly ok: true; readonly value: SceneSectors } | { readonly ok: false; readonly issues: readonly DataIssue[] };

/** The sectors a scene flag holds, checked: every fault named by its JSON path. */
export function readSectors(json: unknown): SectorsRead {
  try {
    return { ok: true, value: parseData(SceneSectorsSchema, json, "sectors") };
  } catch (e) {
    if (e instanceof DataError) return { ok: false, issues: e.issues };
    throw e;
  }
}

/** The sector `at` lies in, or null. */
export function sectorAt(sectors: SceneSectors, at: At): string | null {
  const k = key(at);
  return sectors.sectors.find((s) => s.hexes.some((h) => key(h) === k))?.name ?? null;
}

/** The sectors with `hexes` taken out of every sector; `into` (when given) gets them, made if new. Empty sectors go. */
function reassign(sectors: SceneSectors, hexes: readonly At[], into: string | null): SceneSectors {
  const moved = new Set(hexes.map(key));
  const kept = sectors.sectors.map((s) => ({ name: s.name, hexes: s.hexes.filter((h) => !moved.has(key(h))) }));
  if (into !== null) {
    const unique = [...new Map(hexes.map((h) => [key(h), [h[0], h[1]] as At])).values()];
    const target = kept.find((s) => s.name === into);
    if (target) target.hexes = [...target.hexes, ...unique];
    else kept.push({ name: into, hexes: unique });
  }
  return { origin: sectors.origin, sectors: kept.filter((s) => s.hexes.length > 0) };
}

/** The sectors with `hexes` painted into the sector `name` (taken out of any other); unchanged for a blank name. */
export const paintSector = (sectors: SceneSectors, name: string, hexes: readonly At[]): SceneSectors => (name.trim() ? reassign(sectors, hexes, name.trim()) : sectors);

/** The sectors with `hexes` in no sector. */
export const eraseSectors = (sectors: SceneSectors, hexes: readonly At[]): SceneSectors => reassign(sectors, hexes, null);

/** Every hex of a printed board of the map (by its id), or of the whole map for null; none for a board it lacks. */
export function boardHexes(map: HexMap, board: string | null): At[] {
  const area = board === null ? { origin: { col: 0, row: 0 }, columns: map.columns, rows: map.rows } : map.boards.find((b) => b.id === board);
  if (!area) return [];
  const out: At[] = [];
  for (let c = area.origin.col; c < area.origin.col + area.columns; c++) for (let r = area.origin.row; r < area.origin.row + area.rows; r++) out.push([c, r]);
  return out;
}

/** The same sectors counted from grid offset `origin` (another map placement on the same grid). */
export function rebase(sectors: SceneSectors, origin: GridOffset): SceneSectors {
  const [dc, dr] = [sectors.origin.j - origin.j, sectors.origin.i - origin.i];
  return { origin, sectors: sectors.sectors.map((s) => ({ name: s.name, hexes: s.hexes.map(([c, r]): At => [c + dc, r + dr]) })) };
}

/** The sectors without the hexes off a map of `columns` × `rows`. */
export function clip(sectors: SceneSectors, columns: number, rows: number): SceneSectors {
  const on = ([c, r]: At) => c >= 0 && r >= 0 && c < columns && r < rows;
  return { origin: sectors.origin, sectors: sectors.sectors.map((s) => ({ name: s.name, hexes: s.hexes.filter(on) })).filter((s) => s.hexes.length > 0) };
}

/** The sectors after one touch of the sector brush of `radius` on `at`: its hexes into sector `name`, or (erasing) into none. */
export function touchSectors(sectors: SceneSectors, map: HexMap, name: string, at: At, radius: number, erase = false): SceneSectors {
  const hexes = brushHexes(map, at, radius);
  return erase ? eraseSectors(sectors, hexes) : paintSector(sectors, name, hexes);
}
