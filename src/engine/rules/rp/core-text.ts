/** What every procedure may say of the pieces a command names. */
export const RP_CORE_TEXT = {
  "rp.not-your-unit": '"{unit}" is not one of your units on the map',
  "rp.not-your-group": '"{group}" is not one of your off-map artillery groups',
} as const;
