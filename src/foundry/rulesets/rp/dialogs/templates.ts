/** Red Poppies' dialog templates under `templates/` (rp-dialogs.ts), loaded at `init` (table-ruleset.ts `templates`). */
export const RP_DIALOGS = ["before-play", "activate", "fire", "units", "call-oma", "cancel-oma"] as const;

export const RP_DIALOG_TEMPLATES: readonly string[] = RP_DIALOGS.map((name) => `rp/dialogs/${name}`);
