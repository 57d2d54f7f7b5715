import type { PgUnit } from "../state/pieces";
import { isAfv, isTransport } from "./classify";

/** PG 16.42: AFVs, cavalry and transports may enter an entrenchment's hex but gain nothing from it: they never occupy it. */
export const pgCanFortify = (u: PgUnit): boolean => !isAfv(u) && !isTransport(u) && u.kind !== "cavalry";
