import type { CiKind } from "../data/schemas/roster";
import { unitValue } from "../numbers/read";
import type { CiBattle, CiSide } from "./battle";
import type { CiBlock } from "./block";

export const sideOf = (b: CiBattle, id: string): CiSide => b.sides.find((s) => s.id === id)!;
export const otherSide = (b: CiBattle, id: string): string => (b.sides[0].id === id ? b.sides[1].id : b.sides[0].id);

export const labelOf = (b: CiBattle, id: string): CiKind => b.roster.kinds[b.blocks[id]!.kind]!;

/** A value of a block's label (CI 2.x Unit Data); a value the text lost comes from the battle's numbers, or refuses. */
export const valueOf = (b: CiBattle, id: string, field: Parameters<typeof unitValue>[3]): number => unitValue(b.roster, b.numbers, b.blocks[id]!.kind, field);

export const isHq = (b: CiBattle, id: string): boolean => labelOf(b, id).class === "hq";
/** CI 2.x Tanks and armored vehicles: the blocks with an armor class. */
export const isArmored = (b: CiBattle, id: string): boolean => ["tank", "armored-car"].includes(labelOf(b, id).class);
export const isTank = (b: CiBattle, id: string): boolean => labelOf(b, id).class === "tank";
/** CI 2.x Company Weapons / Battalion Weapons: never act without command; a PHQ commands one. */
export const isWeapon = (b: CiBattle, id: string): boolean => labelOf(b, id).companyWeapon || labelOf(b, id).battalion;

/** The company a block answers to: its own, or the one it is attached to (CI 2.x Battalion Weapons). */
export const companyOf = (k: CiBlock): string | null => k.company ?? k.attachedTo;

/** The blocks of a side on the map. */
export const blocksOf = (b: CiBattle, side: string): string[] => Object.keys(b.blocks).filter((id) => b.blocks[id]!.side === side && b.blocks[id]!.status === "on-map");

/** The active side, or null once the battle has ended: the first player in odd Player Turns (CI 1.x Game Turns). */
export const activeSide = (b: CiBattle): string | null => (b.phase === "ended" ? null : b.playerTurn % 2 === 1 ? b.firstPlayer : otherSide(b, b.firstPlayer));
