import { setSides, sideTable, type SideTable } from "./sides";

/** A user as the sides dialog lists him. */
export interface SidesUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

/** Side ids as battles write them (ia-battle schema). */
const SIDE_ID = /^[A-Za-z0-9_-]+$/;

/** The form's field names: one checkbox per user and side, the new side's column, a game's column's input per user. */
export const field = {
  side: (user: string, side: string) => `side|${user}|${side}`,
  fresh: (user: string) => `new|${user}`,
  column: (column: string, user: string) => `${column}|${user}`,
  newSide: "newSide",
};

/** A column a game adds to the dialog (its id: the rows' key for its cell and its fields' prefix), headed by lang keys. */
export interface SidesColumn<K extends string = string> {
  readonly id: K;
  readonly label: string;
  readonly hint: string;
  readonly input: "text" | "checkbox";
}

/** A user's input in a game's column: a text, or a box ticked or not. */
export interface SidesCell {
  readonly name: string;
  readonly text: boolean;
  readonly value: string;
  readonly checked: boolean;
  readonly label: string;
}

/** What a column holds for each user: a text, or whether his box is ticked. */
export type ColumnValues = Readonly<Record<string, string | boolean>>;

const ROW_KEYS = new Set(["id", "name", "isGM", "checks", "fresh"]);

/**
 * The dialog's grid: users by row, the sides any user plays (and `known` ones, a battle's) by column, then the game's
 * columns, each row holding its cell under the column's id.
 */
export function sidesGrid<K extends string>(users: readonly SidesUser[], table: SideTable, known: readonly string[], columns: readonly SidesColumn<K>[], values: Readonly<Record<K, ColumnValues>>) {
  const clash = columns.find((c) => ROW_KEYS.has(c.id));
  if (clash) throw new Error(`a Sides column may not be named "${clash.id}"`);
  const sides = [...new Set([...known, ...Object.values(table).flat()])].sort();
  return {
    sides,
    newSide: field.newSide,
    columns: columns.map(({ id, label, hint }) => ({ id, label, hint })),
    rows: users.map((u) => {
      const cell = (c: SidesColumn<K>): SidesCell => {
        const v = Object.hasOwn(values[c.id], u.id) ? values[c.id][u.id] : undefined;
        return { name: field.column(c.id, u.id), text: c.input === "text", value: typeof v === "string" ? v : "", checked: v === true, label: c.label };
      };
      return {
        id: u.id,
        name: u.name,
        isGM: u.isGM,
        checks: sides.map((side) => ({ side, name: field.side(u.id, side), checked: (Object.hasOwn(table, u.id) ? table[u.id]! : []).includes(side) })),
        fresh: field.fresh(u.id),
        ...(Object.fromEntries(columns.map((c) => [c.id, cell(c)])) as Record<K, SidesCell>),
      };
    }),
  };
}

/**
 * The side table a submitted form gives (its entries as `FormData` yields them), and each game column's values (a text
 * trimmed, none when blank; a box ticked); a new side whose id a battle could not hold is refused (`bad`), the rest kept.
 */
export function readSidesForm<K extends string>(
  users: readonly SidesUser[],
  entries: Iterable<readonly [string, unknown]>,
  columns: readonly SidesColumn<K>[],
): { readonly sides: SideTable; readonly values: Readonly<Record<K, ColumnValues>>; readonly bad: string | null } {
  const form = new Map([...entries].map(([k, v]) => [k, String(v)]));
  const fresh = (form.get(field.newSide) ?? "").trim();
  const bad = fresh !== "" && !SIDE_ID.test(fresh) ? fresh : null;
  const sides: Record<string, string[]> = {};
  for (const u of users) {
    const mine = [...form.keys()].filter((k) => k.startsWith(`side|${u.id}|`)).map((k) => k.slice(`side|${u.id}|`.length));
    if (fresh !== "" && !bad && form.has(field.fresh(u.id))) mine.push(fresh);
    if (mine.length) sides[u.id] = [...new Set(mine)];
  }
  const column = (c: SidesColumn<K>): ColumnValues =>
    Object.fromEntries(
      users.flatMap((u): [string, string | boolean][] => {
        const name = field.column(c.id, u.id);
        if (c.input === "checkbox") return form.has(name) ? [[u.id, true]] : [];
        const text = (form.get(name) ?? "").trim();
        return text ? [[u.id, text]] : [];
      }),
    );
  return { sides, values: Object.fromEntries(columns.map((c) => [c.id, column(c)])) as Record<K, ColumnValues>, bad };
}

/** The Sides dialog's form for the game the world plays: its context for `users`, and a submission saved (the bad new side, if any). */
export interface SidesForm {
  context(users: readonly SidesUser[]): object;
  submit(users: readonly SidesUser[], entries: Iterable<readonly [string, unknown]>): Promise<string | null>;
}

/** The form of a game that adds no column: which sides each user plays. */
export const plainSidesForm: SidesForm = {
  context: (users) => sidesGrid(users, sideTable(), [], [], {}),
  async submit(users, entries) {
    const { sides, bad } = readSidesForm(users, entries, []);
    await setSides(sides);
    return bad;
  },
};
