import type { TableRules } from "../tables/table-rules";
import { iaTableRules } from "./ia/tables";

/** Each playable ruleset's charts, by ruleset id. */
export const TABLE_RULES: Readonly<Record<string, TableRules>> = { [iaTableRules.ruleset]: iaTableRules };
