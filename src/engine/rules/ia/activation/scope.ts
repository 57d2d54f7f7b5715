import type { HexMap } from "../../../map";
import { activationScope as seriesScope, activators as seriesActivators } from "../../series/activation/scope";
import type { ActivationRoot } from "../commands/schema";
import type { IaBattle } from "../state";
import { iaReach } from "./leads";

/**
 * IA1 3.1–3.2, 3.11–3.13, 5.52, 16.41: every unit and leader the root may activate this segment, with the leaders of its
 * own type who may activate it in the order they are reached (the series' scope, series/activation/scope.ts).
 */
export const activators = (b: IaBattle, map: HexMap, side: string, root: ActivationRoot): Map<string, string[]> => seriesActivators(iaReach, b, map, side, root);

/** `activators` with each piece's default activating leader (the first to reach it), or null. */
export const activationScope = (b: IaBattle, map: HexMap, side: string, root: ActivationRoot): Map<string, string | null> => seriesScope(iaReach, b, map, side, root);
