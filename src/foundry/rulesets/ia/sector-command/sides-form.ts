/**
 * The Sides dialog of an Infantry Attacks world (settings/sides-form.ts): beside the sides each user plays, his IA1 17.51
 * sector and whether he is his side's 17.52 Commanding Officer (the players roll for it, high roll wins; the GM ticks
 * the winner).
 */
import { field as sidesField, readSidesForm, sidesGrid, type SidesColumn, type SidesForm, type SidesUser } from "../../../settings/sides-form";
import { setSides, sideTable, type SideTable } from "../../../settings/sides";
import { COMMANDERS_SETTING, SECTORS_SETTING } from "./settings";
import { commanderListFrom, setCommanders, type CommanderList } from "./commanders";
import { sectorTableFrom, setSectors, type SectorTable } from "./user-sectors";
import { SYSTEM_ID } from "../../../constants";

const COLUMNS: readonly SidesColumn<"sector" | "co">[] = [
  { id: "sector", label: "HEX_TACTICS.Sides.sector", hint: "HEX_TACTICS.Sides.sectorHint", input: "text" },
  { id: "co", label: "HEX_TACTICS.Sides.co", hint: "HEX_TACTICS.Sides.coHint", input: "checkbox" },
];

/** The form's field names: the dialog's, and each user's sector and CO box. */
export const field = { ...sidesField, sector: (user: string) => sidesField.column("sector", user), co: (user: string) => sidesField.column("co", user) };

/** The grid: users by row, the sides played (and `known` ones) by column, each user's sector and CO box. */
export const sidesDialogContext = (users: readonly SidesUser[], table: SideTable, sectors: SectorTable, known: readonly string[] = [], commanders: CommanderList = []) =>
  sidesGrid(users, table, known, COLUMNS, { sector: sectors, co: Object.fromEntries(commanders.map((u) => [u, true])) });

/** The side table, sectors (IA1 17.51) and Commanding Officers (17.52) a submitted form gives; a bad new side refused (`bad`). */
export function sidesFromForm(users: readonly SidesUser[], entries: Iterable<readonly [string, unknown]>): { readonly sides: SideTable; readonly sectors: SectorTable; readonly commanders: CommanderList; readonly bad: string | null } {
  const { sides, values, bad } = readSidesForm(users, entries, COLUMNS);
  return { sides, sectors: sectorTableFrom(values.sector), commanders: users.filter((u) => values.co[u.id] === true).map((u) => u.id), bad };
}

export const iaSidesForm: SidesForm = {
  context: (users) =>
    sidesDialogContext(users, sideTable(), sectorTableFrom(game.settings!.get(SYSTEM_ID, SECTORS_SETTING)), [], commanderListFrom(game.settings!.get(SYSTEM_ID, COMMANDERS_SETTING))),
  async submit(users, entries) {
    const { sides, sectors, commanders, bad } = sidesFromForm(users, entries);
    await setSides(sides);
    await setSectors(sectors);
    await setCommanders(commanders);
    return bad;
  },
};
