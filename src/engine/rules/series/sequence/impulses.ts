/**
 * Alternating impulses (PG 3.0 B, IA1 3.0 C): the first side takes `lead` segments, then the sides alternate one each; a pass
 * uses a segment, and a pass by one side answered at once by a pass from the other ends the phase.
 */
export interface Impulses {
  readonly sides: readonly [string, string];
  readonly active: string;
  /** Segments the first side still has before the other may act. */
  readonly lead: number;
  /** The side whose pass was the last segment, or null. */
  readonly lastPass: string | null;
  readonly over: boolean;
}

export function startImpulses(first: string, second: string, lead: number): Impulses {
  return { sides: [first, second], active: first, lead: Math.max(1, lead), lastPass: null, over: false };
}

/** The impulses after the active side's segment, which was a pass or not. */
export function afterSegment(i: Impulses, passed: boolean): Impulses {
  const [first, second] = i.sides;
  const other = i.active === first ? second : first;
  const over = passed && i.lastPass === other;
  const lead = i.active === first && i.lead > 0 ? i.lead - 1 : i.lead;
  const active = i.active === first && lead > 0 ? first : other;
  return { ...i, active, lead, lastPass: passed ? i.active : null, over };
}
