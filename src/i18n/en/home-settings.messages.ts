/**
 * The estate's home-category settings (spec 3 section 6): the product's own plain words, shared by
 * the contract's schemas, the server's refusals and the console section.
 */
export const HOME_SETTINGS_MESSAGES = {
  notManager: "Only this estate's manager may change how its home screen shows tiles.",
  roleUnknown: 'There is no role named {role}.',
  invalidRole: 'Please choose roles from the list.',
  tooManyRoles: 'Please choose at most 50 roles.',
} as const;
