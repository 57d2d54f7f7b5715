/**
 * RP 4.2: the steps of the centre-to-centre line, both ends left out: a hex it crosses, or a hexside it runs along.
 * Ruling R29: along a hexside the line is blocked only if both hexes block (as RP 4.41 says of villages); so a hexside
 * is as clear as the clearer of its two hexes.
 */
export { lineStretches as lineSteps, type Stretch as Step } from "../../../los/line-stretches";
