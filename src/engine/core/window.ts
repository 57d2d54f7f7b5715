import type { CommandContext, EngineEvent } from "./ruleset";
import type { Text } from "./text";

/**
 * How a responding side answers a window: `one-at-a-time`, asked again after each response and seeing its result
 * (IA1 13.1 opportunity fire); `all-at-once`, asked once, its one response (a group of its pieces) resolved together
 * (Red Poppies' firefights).
 */
export type WindowMode = "one-at-a-time" | "all-at-once";

export interface WindowSpec<T> {
  /**
   * What opened it, named by the ruleset that opens it (`ia.hex-entered`: a piece entered a hex; a Red Poppies window
   * after a movement point is spent, or after fire).
   */
  readonly trigger: string;
  /** The kind of the decisions it asks (`DecisionRequest.kind`); default: the trigger. */
  readonly kind?: string;
  /** Default: one at a time. */
  readonly mode?: WindowMode;
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
 * time and seeing each result, until it passes, no response is open, or a response closes the window; or, all at once,
 * a single time. Every ask is a decision whose options are "pass" and the open responses; the default is to pass.
 */
export function openWindow<S, E extends EngineEvent, T>(ctx: CommandContext<S, E>, spec: WindowSpec<T>): void {
  for (let n = 1; ; n++) {
    const open = spec.responses();
    if (!open.length && !spec.askedAnyway?.()) return;
    const choice = ctx.decide<"pass" | T>({
      id: `${spec.id}:${n}`,
      kind: spec.kind ?? spec.trigger,
      side: spec.side,
      prompt: spec.prompt,
      options: ["pass", ...open],
      default: "pass",
      rule: spec.rule,
    });
    if (choice === "pass" || !spec.respond(choice, n) || spec.mode === "all-at-once") return;
  }
}
