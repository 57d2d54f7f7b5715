/** Whether the players agreed to play optional rule `rule` in this battle (17.0; absent options: none). */
export const inForce = (b: { readonly options?: readonly string[] }, rule: string): boolean => b.options?.includes(rule) ?? false;
