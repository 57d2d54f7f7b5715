/** The rules the assaults cite (CI 9.x, CI 7.x Mines). */
export const COMBAT = "CI 9.x Assault Combat";
export const ROUNDS = "CI 9.x Assault Rounds";
export const MORALE = "CI 9.x Assault Morale";
export const RETREATS = "CI 9.x Assault Retreats";
export const REGROUPING = "CI 9.x Regrouping";
export const MODIFIERS = "CI 9.x Assault Modifiers";
export const MINES = "CI 7.x Mines";

/** CI 9.x Assault Rounds: "resolved over three (3) combat rounds" (C06 RC). */
export const ASSAULT_ROUNDS = 3;
/** CI 9.x Assault Rounds: attackers "must retreat in Round 3" — "only have two fires" (C69 RC). */
export const ATTACKER_RETREAT_ROUND = 3;
/** CI 9.x Assault Modifiers: AT guns and mortars "defend normally in Round 1" (C74 RC), then the lost `gunMortarLaterF`. */
export const GUN_MORTAR_NORMAL_ROUND = 1;
/** CI 9.x Assault Combat: the river or cliff penalty is for round 1 (C72 RC, TEC "first combat round"). */
export const RIVER_CLIFF_ROUND = 1;
/** CI 9.x Assault Modifiers, CI 7.x Mines: engineers have "double firepower" in assaults, at a minefield too (C47 L). */
export const ENGINEER_ASSAULT_FACTOR = 2;
/** CI 7.x Mines: attackers' rolls of "9, 0" are hits on the firer (C45 RC); assaulting engineers' only "0" (C46 RC). */
export const MINE_FRIENDLY_FACES: readonly number[] = [9, 10];
export const ENGINEER_MINE_FRIENDLY_FACES: readonly number[] = [10];
