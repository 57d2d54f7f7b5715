import { freeShot } from "../../series/assault/resolve";
import type { IaContext } from "../commands/context";
import { iaAssault } from "./rules";

/**
 * IA1 12.23, 5.42, 6.71: harassing fire — when the last of `side`'s combat units leaves an assault hex in a segment, the
 * enemy units there may attack every unit and leader of it that left this segment (series/assault `freeShot`).
 */
export const harassingFire = (ctx: IaContext, side: string, hex: number): void => freeShot(ctx, iaAssault, side, hex);
