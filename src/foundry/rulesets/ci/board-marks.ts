/**
 * The markers every side sees on the board (ports.ts `Projection.markers`), each a `marker` actor's token of its kind
 * (the ci-markers pack): foxholes (CI 7.x Foxholes), smoke (CI 7.x Smoke), barbed wire (CI 7.x Barbed Wire) and wrecks
 * (CI 6.x Wrecks), on their hexes.
 */
import type { HexMap } from "../../../engine/map";
import type { CiBattle } from "../../../engine/rules/ci/state";
import type { TableHex } from "../../referee/layer-json";

export const CI_MARKER_KINDS = ["foxhole", "smoke", "wire", "wreck"] as const;
export type CiMarkerKind = (typeof CI_MARKER_KINDS)[number];

const ON = { foxhole: "foxholes", smoke: "smoke", wire: "wire", wreck: "wrecks" } as const satisfies Record<CiMarkerKind, keyof CiBattle["markers"]>;

export function ciBoardMarks(b: CiBattle, map: HexMap): { kind: CiMarkerKind; hex: TableHex }[] {
  return CI_MARKER_KINDS.flatMap((kind) =>
    b.markers[ON[kind]].map((hex) => {
      const { col, row } = map.offsetAt(hex);
      return { kind, hex: [col, row] as const };
    }),
  );
}
