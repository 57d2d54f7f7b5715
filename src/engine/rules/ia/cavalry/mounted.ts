import type { IaUnit } from "../state";

/** IA1 15.1: a cavalry unit whose mounted piece is on the map (what 12.7's charge, 13.24 and 15.41 ask). */
export const isMounted = (u: IaUnit): boolean => u.kind === "CAV" && u.mounted;
