/**
 * The Sides dialog of a world whose game plays sector command (settings/sides-form.ts): beside the sides each user
 * plays, his sector (IA1 17.51, PG 17.61) and whether he is his side's Commanding Officer (IA1 17.52, PG 17.63: the
 * players roll for it; the GM ticks the winner). Each game names the columns' texts.
 */
import { field as sidesField, readSidesForm, sidesGrid, type SidesColumn, type SidesForm, type SidesUser } from "../../../settings/sides-form";
import { setSides, sideTable, type SideTable } from "../../../settings/sides";
import { COMMANDERS_SETTING, SECTORS_SETTING } from "./settings";
import { commanderListFrom, setCommanders, type CommanderList } from "./commanders";
import { sectorTableFrom, setSectors, type SectorTable } from "./user-sectors";
import { SYSTEM_ID } from "../../../constants";

/** The lang keys of the two columns' labels and hints. */
export interface SectorColumnTexts {
  readonly sector: { readonly label: string; readonly hint: string };
  readonly co: { readonly label: string; readonly hint: string };
}

/** The form's field names: the dialog's, and each user's sector and CO box. */
export const field = { ...sidesField, sector: (user: string) => sidesField.column("sector", user), co: (user: string) => sidesField.column("co", user) };

/** A game's Sides dialog with the sector and CO columns, and the grid and reading it is made of. */
export function sectorSidesForm(texts: SectorColumnTexts) {
  const columns: readonly SidesColumn<"sector" | "co">[] = [
    { id: "sector", ...texts.sector, input: "text" },
    { id: "co", ...texts.co, input: "checkbox" },
  ];

  /** The grid: users by row, the sides played (and `known` ones) by column, each user's sector and CO box. */
  const sidesDialogContext = (users: readonly SidesUser[], table: SideTable, sectors: SectorTable, known: readonly string[] = [], commanders: CommanderList = []) =>
    sidesGrid(users, table, known, columns, { sector: sectors, co: Object.fromEntries(commanders.map((u) => [u, true])) });

  /** The side table, sectors and Commanding Officers a submitted form gives; a bad new side refused (`bad`). */
  function sidesFromForm(users: readonly SidesUser[], entries: Iterable<readonly [string, unknown]>): { readonly sides: SideTable; readonly sectors: SectorTable; readonly commanders: CommanderList; readonly bad: string | null } {
    const { sides, values, bad } = readSidesForm(users, entries, columns);
    return { sides, sectors: sectorTableFrom(values.sector), commanders: users.filter((u) => values.co[u.id] === true).map((u) => u.id), bad };
  }

  const form: SidesForm = {
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
  return { sidesDialogContext, sidesFromForm, form };
}
