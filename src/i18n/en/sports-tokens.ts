import type { Area } from './catalogue';

/** The words of the sports token screen, its modals and the manager console's section (spec 3 'Bookings content'). */
export const sportsTokensEntries = {
  'tokens.title': 'Sports Tokens',
  'tokens.balance': 'Your balance',
  'tokens.balanceValue': '{n} tokens',
  'tokens.whatIs': 'What is a Sports Token?',
  'tokens.howToGet':
    'Sports Tokens are granted by your estate office. A booking of a priced facility spends one token per session and gives them back when it is cancelled or rejected.',
  'tokens.history': 'History',
  'tokens.noHistory': 'No token history yet.',
  'tokens.reasongrant': 'Granted',
  'tokens.reasonadjust': 'Adjusted',
  'tokens.reasonspend': 'Spent on a booking',
  'tokens.reasonrefund': 'Refunded',
  'tokens.close': 'CLOSE',
  'tokens.book': 'Make new booking!',
  'tokens.promo': 'See the offer',
  'tokens.flowOff': 'Sports Tokens are not in use at this estate.',
  // manager console
  'tokens.manager.heading': 'Sports Tokens',
  'tokens.manager.resident': 'Resident',
  'tokens.manager.chooseResident': 'Choose a resident',
  'tokens.manager.delta': 'Tokens to add (negative to take back)',
  'tokens.manager.note': 'Reason',
  'tokens.manager.apply': 'Apply',
  'tokens.manager.applied': '{name} now has {n} tokens.',
  'tokens.manager.balances': 'Balances',
  'tokens.manager.noBalances': 'No resident holds tokens yet.',
  'tokens.manager.offline': 'You are offline. Changes can be made once you are back online.',
  'tokens.content.heading': 'Bookings content',
  'tokens.content.newBookingsFlow': 'New bookings flow (priced facilities are paid in Sports Tokens)',
  'tokens.content.newLagoonFlow': 'New lagoon flow (the lagoon shows Sports Tokens)',
  'tokens.content.headingText': 'Heading',
  'tokens.content.buttonText': 'Button text',
  'tokens.content.proceedBtnText': 'Proceed button text',
  'tokens.content.thankYouTitle': 'Thank-you title',
  'tokens.content.tokenModalTitle': 'Token modal title',
  'tokens.content.tokenExplanation': 'Token explanation',
  'tokens.content.promoModalTitle': 'Promo modal title',
  'tokens.content.promoText': 'Promo text (empty shows no promo)',
  'tokens.content.save': 'Save',
  'tokens.content.saved': 'Bookings content saved.',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof sportsTokensEntries> {}
}

export default sportsTokensEntries;
