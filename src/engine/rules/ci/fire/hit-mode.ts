/** How hits landing on a hex are taken (CI 5.x Casualties; assault hits ignore 2D and armor, CI 9.x). */
export type HitMode = "fire" | "bombard" | "assault" | "friendly";
