import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { overstack } from "../state/stacking";

/** RP 3.4, AA 14.0: whether `unit` fits in `hex` beside its side's units there (state/stacking.ts). */
export const hasRoom = (b: RpBattle, map: HexMap, unit: string, hex: number): boolean => overstack(b, map, b.units[unit]!.side, [unit], hex) === null;
