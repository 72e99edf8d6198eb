import type { Area } from './catalogue';

/** listings (spec 3): developments for sale or rent, the lifestyle centre, restaurants and training science. */
export const listingsEntries = {
  // /Developments
  'developments.title': 'Developments',
  'developments.tabs': 'Developments',
  'developments.tabSales': 'To Purchase',
  'developments.tabRentals': 'To Rent',
  'developments.tabSoldOut': 'Sold Out',
  'developments.empty': 'No developments available',
  // /EstateDevelopments
  'developments.detailTitle': 'Development',
  'developments.images': 'Pictures of {name}',
  'developments.logo': '{name} logo',
  'developments.buyOnline': 'Buy Online',
  'developments.brochure': 'Brochure',
  'developments.from': 'From R {from}',
  'developments.rooms': 'Rooms: {rooms}',
  'developments.contacts': 'Contact',
  'developments.callNumber': 'Call {name}, {number}',
  'developments.virtualTour': 'Virtual Tour',
  'developments.notFound': 'No developments available',
  // /lifestyle, /Foods, /TrainingScience
  'lifestyle.title': 'Lifestyle Centre',
  'lifestyle.foodsTitle': 'Restaurant',
  'lifestyle.trainingTitle': 'Training Science',
  'lifestyle.empty': 'Not found.',
  // /LifestyleProviderDetails, /RestaurantMenu
  'lifestyle.providerTitle': 'Lifestyle Providers',
  'lifestyle.providerEmpty': 'No Lifestyle Providers Found',
  'lifestyle.menuTitle': 'Food Menu',
  'lifestyle.menuEmpty': 'No Food Menu Found',
  'lifestyle.overview': 'Overview',
  'lifestyle.categories': 'Categories',
  'lifestyle.logo': '{name} logo',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof listingsEntries> {}
}

export default listingsEntries;
