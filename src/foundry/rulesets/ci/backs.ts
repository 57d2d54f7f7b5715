/**
 * CI 1.x Blocks: a hidden block shows its side's back — US olive drab with a white star, German field grey with a black
 * cross (CI 2.x: the HQs' marks) — standing (upright) or tipped back (face-down, CI 4.x No Command, CI 5.x Rally).
 * The only look its token has (ports.ts `ConcealedPiece`): the same for every block of the side that lies so.
 */
import type { CiBattle } from "../../../engine/rules/ci/state";
import { systemPath } from "../../constants";

type Lie = "upright" | "face-down";

const NATION_NAME = { us: "US block", german: "German block" } as const;

/** The token's name and image of a `side`'s hidden block lying `lie`. */
export function blockBack(b: CiBattle, side: string, lie: Lie): { name: string; img: string } {
  const nation = b.sides.find((s) => s.id === side)?.nation ?? "us";
  return { name: lie === "upright" ? NATION_NAME[nation] : `${NATION_NAME[nation]} (face-down)`, img: systemPath(`assets/counters/ci/${nation}-back${lie === "upright" ? "" : "-down"}.svg`) };
}
