import type { CommandContext, EngineEvent } from "./ruleset";
import type { Text } from "./text";

/**
 * What opens an interrupt window for the other side: a piece entered a hex (IA/PG opportunity fire), spent a
 * movement point (Red Poppies reaction fire), or fire was declared (firefights).
 */
export type WindowTrigger = "hex-entered" | "mp-spent" | "fire-declared";

export interface WindowSpec<T> {
  readonly trigger: WindowTrigger;
  /** Stable for this opening; each response within it is numbered after it (`<id>:<n>`). */
  readonly id: string;
  /** The side that may respond. */
  readonly side: string;
  readonly prompt: Text;
  readonly rule: string;
  /** The responses open now (recomputed before each: a response can change who may respond); none closes the window. */
  responses(): readonly T[];
  /**
   * Whether the responding side is asked even when no response is open, because the side that triggered the window
   * cannot rule one out (the responder has hidden pieces): then whether it is asked tells nothing. Default: no.
   */
  askedAnyway?(): boolean;
  /** Carries out one response; return false when the window must close (the mover is gone or stopped). */
  respond(response: T, n: number): boolean;
}

/**
 * An interrupt window (ARCHITECTURE: "Interrupts are windows"): the responding side is asked, one response at a
 * time and seeing each result, until it passes, no response is open, or a response closes the window. Every ask is
 * a decision whose options are "pass" and the open responses; the default is to pass.
 */
export function openWindow<S, E extends EngineEvent, T>(ctx: CommandContext<S, E>, spec: WindowSpec<T>): void {
  for (let n = 1; ; n++) {
    const open = spec.responses();
    if (!open.length && !spec.askedAnyway?.()) return;
    const choice = ctx.decide<"pass" | T>({
      id: `${spec.id}:${n}`,
      kind: spec.trigger === "hex-entered" ? "opportunity-fire" : spec.trigger,
      side: spec.side,
      prompt: spec.prompt,
      options: ["pass", ...open],
      default: "pass",
      rule: spec.rule,
    });
    if (choice === "pass" || !spec.respond(choice, n)) return;
  }
}
