import type { CommanderList } from "./commanders";
import type { SectorTable } from "./sectors";
import type { SideTable } from "./sides";

/** A user as the sides dialog lists him. */
export interface SidesUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

/** Side ids as battles write them (ia-battle schema). */
const SIDE_ID = /^[A-Za-z0-9_-]+$/;

/** The form's field names: one checkbox per user and side, the new side's column, a sector per user, whether he is CO. */
export const field = {
  side: (user: string, side: string) => `side|${user}|${side}`,
  fresh: (user: string) => `new|${user}`,
  sector: (user: string) => `sector|${user}`,
  co: (user: string) => `co|${user}`,
  newSide: "newSide",
};

/** The sides dialog's grid: users by row, the sides any user plays (and `known` ones, a battle's) by column, each user's sector and CO box. */
export function sidesDialogContext(users: readonly SidesUser[], table: SideTable, sectors: SectorTable, known: readonly string[] = [], commanders: CommanderList = []) {
  const sides = [...new Set([...known, ...Object.values(table).flat()])].sort();
  return {
    sides,
    newSide: field.newSide,
    rows: users.map((u) => ({
      id: u.id,
      name: u.name,
      isGM: u.isGM,
      checks: sides.map((side) => ({ side, name: field.side(u.id, side), checked: (Object.hasOwn(table, u.id) ? table[u.id]! : []).includes(side) })),
      fresh: field.fresh(u.id),
      sector: { name: field.sector(u.id), value: Object.hasOwn(sectors, u.id) ? sectors[u.id]! : "" },
      co: { name: field.co(u.id), checked: commanders.includes(u.id) },
    })),
  };
}

/**
 * The side and sector tables a submitted form gives (its entries as `FormData` yields them); a new side whose id a battle
 * could not hold is refused (`bad`), the rest is kept.
 */
export function sidesFromForm(
  users: readonly SidesUser[],
  entries: Iterable<readonly [string, unknown]>,
): { readonly sides: SideTable; readonly sectors: SectorTable; readonly commanders: CommanderList; readonly bad: string | null } {
  const form = new Map([...entries].map(([k, v]) => [k, String(v)]));
  const fresh = (form.get(field.newSide) ?? "").trim();
  const bad = fresh !== "" && !SIDE_ID.test(fresh) ? fresh : null;
  const sides: Record<string, string[]> = {};
  const sectors: Record<string, string> = {};
  for (const u of users) {
    const mine = [...form.keys()].filter((k) => k.startsWith(`side|${u.id}|`)).map((k) => k.slice(`side|${u.id}|`.length));
    if (fresh !== "" && !bad && form.has(field.fresh(u.id))) mine.push(fresh);
    if (mine.length) sides[u.id] = [...new Set(mine)];
    const sector = (form.get(field.sector(u.id)) ?? "").trim();
    if (sector) sectors[u.id] = sector;
  }
  // IA1 17.52: the Commanding Officers ticked (the winners of the players' roll).
  const commanders = users.filter((u) => form.has(field.co(u.id))).map((u) => u.id);
  return { sides, sectors, commanders, bad };
}
