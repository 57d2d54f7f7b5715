/**
 * A printed value someone edits becomes theirs: in an update's `system` changes, every cell `{value}` written without a
 * provenance gets `{source: "user"}` (src/engine/data/provenance.ts), so a sheet and the cards never call an edited
 * value `playtest` or `rules`. Writers that know better (an import, a migration) write the provenance with the value.
 */
const USER = { source: "user", rule: "", note: "" } as const;

export function markUserEdits(changes: unknown): void {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return;
  const record = changes as Record<string, unknown>;
  if ("value" in record && !("provenance" in record)) record.provenance = { ...USER };
  for (const [key, value] of Object.entries(record)) if (key !== "provenance") markUserEdits(value);
}
