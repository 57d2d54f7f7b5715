/** PG 15.21: an armored train. */
export const isTrain = (u: { readonly kind?: string }): boolean => u.kind === "armored-train";
/** PG 15.22: a river vessel. */
export const isVessel = (u: { readonly kind?: string }): boolean => u.kind === "river-vessel";
/** PG 15.2: an armored train or a river vessel. */
export const isTrainOrVessel = (u: { readonly kind?: string }): boolean => isTrain(u) || isVessel(u);
