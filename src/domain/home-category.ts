/** Exception key of an estate and role pair: `${estateId}_${roleName}`. */
export function homeCategoryExceptionKey(estateId: number, roleName: string): string {
  return `${estateId}_${roleName}`;
}

/**
 * Which tile location the home screen shows (spec 1 section 2.6): 'homeCategory' when home
 * category tiles are enabled in the theme and the estate and role pair is not excepted,
 * otherwise 'home'.
 */
export function homeTileLocation(input: {
  enabled: boolean;
  exceptions: readonly string[];
  estateId: number | undefined;
  roleName: string | undefined;
}): 'home' | 'homeCategory' {
  if (!input.enabled) return 'home';
  if (input.estateId !== undefined && input.roleName !== undefined) {
    if (input.exceptions.includes(homeCategoryExceptionKey(input.estateId, input.roleName))) return 'home';
  }
  return 'homeCategory';
}
