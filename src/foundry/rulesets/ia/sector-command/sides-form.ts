/**
 * The Sides dialog of an Infantry Attacks world (series/sector-command/sides-form.ts): beside the sides each user
 * plays, his IA1 17.51 sector and whether he is his side's 17.52 Commanding Officer (the players roll for it, high roll
 * wins; the GM ticks the winner).
 */
import { sectorSidesForm } from "../../series/sector-command/sides-form";

export { field } from "../../series/sector-command/sides-form";

export const {
  sidesDialogContext,
  sidesFromForm,
  form: iaSidesForm,
} = sectorSidesForm({
  sector: { label: "HEX_TACTICS.Sides.sector", hint: "HEX_TACTICS.Sides.sectorHint" },
  co: { label: "HEX_TACTICS.Sides.co", hint: "HEX_TACTICS.Sides.coHint" },
});
