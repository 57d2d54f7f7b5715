import fc from "fast-check";
import { hex, type Hex } from "../../../src/engine/hex";

export const arbHex: fc.Arbitrary<Hex> = fc.record({ q: fc.integer({ min: -60, max: 60 }), r: fc.integer({ min: -60, max: 60 }) }).map(({ q, r }) => hex(q, r));
export const arbDirection = fc.integer({ min: 0, max: 5 });
