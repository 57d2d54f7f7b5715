/** The `by` of the MPs PG 5.61 charges for loading and unloading: spent in place, no hex entered (transport/events.ts). */
export const IN_PLACE = { load: "loading", unload: "unloading" } as const;
export type InPlace = keyof typeof IN_PLACE;
