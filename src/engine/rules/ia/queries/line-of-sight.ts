import { lineOfSight as seriesLineOfSight, type LineOfSightAnswer } from "../../series/queries/line-of-sight";
import type { IaView } from "../commands/context";
import { markFirstEdition } from "../first-edition-rules";
import { iaSight } from "../rules/sight";

export type { LineOfSightAnswer };

/** The LOS tool's answer (series/queries/line-of-sight.ts); in an IA2 battle a trace entry or block citing a 1st-edition rule (IA2 7.1; IA1 16.12 smoke) says so. */
export const lineOfSight = (view: IaView, from: number, to: number, target?: string): LineOfSightAnswer => markFirstEdition(seriesLineOfSight(view, iaSight, from, to, target), view.state);
