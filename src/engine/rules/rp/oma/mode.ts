import type { RpBattle } from "../state";
import type { OmaGroup, OmaMode } from "../state/oma";
import { effectiveMode } from "./mot";

/** RP 7.21, 11.522: the mode a call goes by: runner if declared (any group may), else the group's own (aircraft at night: telephone). */
export const callMode = (b: RpBattle, g: OmaGroup, runner: boolean): OmaMode => (runner ? "runner" : effectiveMode(g.mode, { night: b.scenario.night }));

/** The mode of the group's call on the map. */
export const groupMode = (b: RpBattle, g: OmaGroup): OmaMode => callMode(b, g, g.crossHair?.runner ?? false);
