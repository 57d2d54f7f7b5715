/** What PG's transport rules say to a player (PG 5.6–5.67, 6.3), spread into PG's catalogue (text.ts). */
export const PG_TRANSPORT_TEXT = {
  // What carries what (PG 5.6, 5.62, 5.64, 6.3)
  "transport.transport-not-good": "{transport} is {status}: disrupted and demoralized transports cannot load or transport units",
  "transport.cavalry": "{unit} is cavalry: cavalry units are never transported",
  "transport.cavalry-leader": "{leader} is a cavalry leader: cavalry leaders are never transported",
  "transport.not-cargo": "{unit} is neither a personnel nor a weapon unit: a transport carries one of those, plus up to three leaders",
  "transport.self-propelled": "{unit} is self-propelled: it moves on its own and is never transported",
  "transport.self-propelled-limber": "{unit} is self-propelled: it never limbers",
  "transport.no-limbered-side": "{unit} has no limbered side",
  "transport.leaders-full": "{transport} already carries three leaders",
  "transport.aboard": "{piece} is already aboard a transport",
  "transport.not-aboard": "{piece} is not aboard {transport}",

  // Loading and unloading (PG 4.1, 5.61, 5.63, 5.67)
  "transport.load-no-mp": "{piece} has {left} MP left: loading costs 1 MP to both the transport and the unit",
  "transport.unload-no-mp": "{piece} has {left} MP left: unloading costs 1 MP to both the transport and the unit",
  "transport.weapon-transport-moved": "{transport} has moved: limbering and loading a weapon takes the whole segment of both",
  "transport.weapon-moved": "{unit} has moved: limbering and loading takes the whole segment of both",
  "transport.enemy-hex": "enemy units are in the hex: a transported unit may unload there, but no unit loads",
  "transport.unload-over-limit": "unloading {unit} would overstack the hex: three combat units (not APCs) are already there",
  "transport.unlimber-not-weapon": "{unit} has no limbered side to leave: only weapons unlimber as they unload",

  // Riding (PG 5.6, 5.67)
  "transport.fire-aboard": "{unit} is being transported: transported units may not fire",
  "transport.leader-rides": "{leader} rides {transport}: he moves with it, or alights first",
} as const;
