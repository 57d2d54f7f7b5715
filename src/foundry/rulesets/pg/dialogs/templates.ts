/** Panzer Grenadier's dialog templates under `templates/` (pg-dialogs.ts), loaded at `init` (table-ruleset.ts `templates`). */
export const PG_DIALOGS = ["activate", "fire", "at-fire", "unit-action", "tank-leaders", "minefields", "cavalry-leaders", "bombard", "support-fire", "assault"] as const;

export const PG_DIALOG_TEMPLATES: readonly string[] = PG_DIALOGS.map((name) => `pg/dialogs/${name}`);
