/**
 * A command (as JSON) as `side` may see it echoed. A side names its hidden blocks by their handles, so a command tells
 * no identity; but what a hidden block does unseen (a rally, CI 5.x Rally; a No Command check, CI 4.x No Command, which
 * only a rifle squad of the active PHQ's platoon may make) shows the other side only that its owner gave a command.
 */
const UNSEEN = new Set(["rally", "no-command"]);

export function ciCommandSeenBy(command: unknown, side: string): unknown {
  const c = command as { type?: unknown; side?: unknown };
  return typeof c.type === "string" && UNSEEN.has(c.type) && c.side !== side ? { type: c.type, side: c.side } : command;
}
