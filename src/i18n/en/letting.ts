/** Regular visitors and short-term letting screens (spec 2 'Regular visitors', 'Short-term letting'). */
export const lettingEntries = {
  'letting.guestsTitle': 'Guests',
  // Titles of the letting guest checks' dialogs (spec 2 section 5: each a titled error dialog).
  'letting.problem.zone': 'Access Zone Required',
  'letting.problem.firstName': 'Guest First name',
  'letting.problem.lastName': 'Guest Last name',
  'letting.problem.mobile': 'Guest Mobile Number',
  'letting.problem.relationship': 'Relationship',
  'letting.problem.idNumber': 'Guest ID Number',
  'letting.problem.guardian': 'Child Parent / Guardian',
  'letting.problem.terms': 'Terms & Conditions',
  'letting.guest.street1': 'Street 1',
  'letting.guest.street2': 'Street 2',
  'letting.guest.suburb': 'Suburb',
  'letting.guest.town': 'Town/City',
  'letting.guest.postalCode': 'Postal Code',
} as const;
