/** The system id, as in system.json; Foundry serves the system's files under `systems/<id>/`. */
export const SYSTEM_ID = "hex-tactics";

/** The URL Foundry serves a file of this system under. */
export function systemPath(file: string): string {
  return `systems/${SYSTEM_ID}/${file}`;
}
