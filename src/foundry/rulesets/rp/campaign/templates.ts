/** The campaign's two windows' templates under `templates/` (campaign-dialogs.ts), loaded at `init` (table-ruleset.ts `templates`). */
export const RP_CAMPAIGN_TEMPLATES = ["rp/dialogs/campaign-day", "rp/campaign/journal"] as const;
