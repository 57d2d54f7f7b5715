/** Combat Infantry's dialog template under `templates/` (ci-dialogs.ts), loaded at `init` (table-ruleset.ts `templates`). */
export const CI_DIALOG_TEMPLATES: readonly string[] = ["ci/dialogs/action"];
