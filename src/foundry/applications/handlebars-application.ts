/**
 * Foundry's ApplicationV2 with Handlebars rendering, reached through `any` as the sheets' base is
 * (applications/sheets/base-actor-sheet.ts): typing the mixin sends tsc into TS2589. Subclasses hold no logic.
 */
export function handlebarsApplication(): any {
  const { api } = foundry.applications as any;
  return api.HandlebarsApplicationMixin(api.ApplicationV2);
}
