/**
 * The Sides dialog of a Panzer Grenadier world (series/sector-command/sides-form.ts): beside the sides each user plays,
 * his PG 17.61 sector and whether he is his side's 17.63 Commanding Officer (the players roll for it; the GM ticks the
 * winner). In formation games the CO ticked takes the highest-ranking leader (17.63).
 */
import { sectorSidesForm } from "../../series/sector-command/sides-form";

export const pgSidesForm = sectorSidesForm({
  sector: { label: "HEX_TACTICS.Sides.sector", hint: "HEX_TACTICS.Sides.pgSectorHint" },
  co: { label: "HEX_TACTICS.Sides.co", hint: "HEX_TACTICS.Sides.pgCoHint" },
}).form;
