import type { TargetState } from "../../../los";

/** A unit or leader as a spotting target (8.22 SPOTTED markers, 16.6 hidden units). */
export const asTarget = (p: { readonly hex: number | null; readonly hidden: boolean; readonly spotted?: boolean }): TargetState => ({ hex: p.hex!, hidden: p.hidden, spottedMarker: p.spotted === true });
