/** Exception key of an estate and role pair: `${estateID}_${roleName}`. */
export function homeCategoryExceptionKey(estateID: number, roleName: string): string {
  return `${estateID}_${roleName}`;
}

/**
 * Which tile location the home screen shows (spec 1 section 2.6): 'homeCategory' when home
 * category tiles are enabled in the theme and the estate and role pair is not excepted,
 * otherwise 'home'.
 */
export function homeTileLocation(input: {
  enabled: boolean;
  exceptions: readonly string[];
  estateID: number | undefined;
  roleName: string | undefined;
}): 'home' | 'homeCategory' {
  if (!input.enabled) return 'home';
  if (input.estateID !== undefined && input.roleName !== undefined) {
    if (input.exceptions.includes(homeCategoryExceptionKey(input.estateID, input.roleName))) return 'home';
  }
  return 'homeCategory';
}
