import { RefereeKeyDialog } from "../applications/settings/referee-key-dialog";
import { SidesDialog } from "../applications/settings/sides-dialog";
import { TablesEditor } from "../applications/tables/tables-editor";
import { SYSTEM_ID } from "../constants";

type MenuClass = Parameters<ClientSettings["registerMenu"]>[2]["type"];

/** The GM's dialogs in the settings: the side table, the chart editor and the referee's key (restricted: GMs only). */
export function registerMenus(): void {
  const menu = (key: string, app: unknown, icon: string) =>
    game.settings!.registerMenu(SYSTEM_ID, key, {
      name: `HEX_TACTICS.Settings.${key}.name`,
      label: `HEX_TACTICS.Settings.${key}.label`,
      hint: `HEX_TACTICS.Settings.${key}.hint`,
      icon,
      type: app as MenuClass,
      restricted: true,
    });
  menu("sidesMenu", SidesDialog, "fa-solid fa-people-group");
  menu("tablesMenu", TablesEditor, "fa-solid fa-table-cells");
  menu("refereeKeyMenu", RefereeKeyDialog, "fa-solid fa-key");
}
