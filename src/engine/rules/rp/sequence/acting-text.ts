/** What the checks on acting units say (RP 5.2, 6.0). */
export const ACTING_TEXT = {
  "rp.acting.not-couplets": "commands are issued in the command couplets phase, not the {phase} phase (RP 5.2)",
  "rp.acting.not-actor": "it is {side}'s half of the couplet",
  "rp.acting.no-command": "issue a command first: activate a unit, a stack, a mass or a blob",
  "rp.acting.not-activated": '"{unit}" is not one of the units this command activated',
  "rp.acting.acted": '"{unit}" has taken its action this command',
  "rp.acting.spent": '"{unit}" is spent: spent units cannot act',
} as const;
