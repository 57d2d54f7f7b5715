import { z } from "zod";

/** RP 6.81: transport groups by kind. */
export const TRANSPORT_KINDS = ["mule", "wagon", "truck"] as const;
export const TransportKind = z.enum(TRANSPORT_KINDS);
export type TransportKind = z.output<typeof TransportKind>;
