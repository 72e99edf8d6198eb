import type { Tile } from '../../../src/contract/records';

/**
 * Every estate's default tiles per role (spec 1 sections 2.6 and 9: priorities, defaults): the demo
 * estates' and a new estate's (the operator switches them on or off per role).
 */

type TileSpec = {
  title: string;
  location: 'home' | 'emergency' | 'tabBar';
  priority: number;
  icon: string;
  navigateType: Tile['navigateType'];
  navigatePath: string;
  contactNumber?: string;
  description?: string;
};

const home = (title: string, priority: number, icon: string, navigatePath: string, description: string): TileSpec => ({
  title,
  location: 'home',
  priority,
  icon,
  navigateType: 'local',
  navigatePath,
  description,
});

/** One distinct icon per home tile (README, deliberate departures; migration 109 moves the stored tiles over). */
const HOME = {
  access: home('Access Control', 4, 'key', '/access', 'Your gate QR code'),
  myInfo: home('My Info', 5, 'user', '/PersonalInformation', 'Your personal information'),
  facilities: home('Facilities', 6, 'building', '/bookings', 'Book estate facilities'),
  events: home('Events', 7, 'calendar', '/events', 'What is happening on the estate'),
  directory: home('Directory', 8, 'book', '/directory', 'Useful numbers'),
  maintenance: home('Maintenance', 9, 'wrench', '/snags', 'Report a maintenance issue'),
  buyRent: home('Buy & Rent', 10, 'home', '/Developments', 'Homes for sale and to let'),
  associates: home('Associates', 11, 'users', '/associates', 'Domestic workers and service providers'),
  visitors: home('Visitors', 12, 'person-add', '/visitorUnits', 'Invite visitors and deliveries'),
  regularVisitors: home('Regular Visitors', 13, 'person-check', '/visitorOnboard', 'People who visit you often'),
  letting: home('Short Term Letting', 14, 'bed', '/letterSelectUnitVisitorAccess', 'Guests of your letting unit'),
  lagoon: home('Lagoon', 15, 'waves', '/lagoon', 'Book the lagoon, bring visitors'),
  levies: home('Levies', 16, 'payments', '/accounttypes', 'Levy bills and card payments'),
  // the estate's content
  pointsOfInterest: home('Points of Interest', 17, 'place', '/poi', 'The estate map and its places'),
  documents: home('Documents', 18, 'document', '/documents', "Rules, minutes and your unit's documents"),
  newsletters: home('Newsletters', 19, 'bell', '/notificationsScreen', 'News from the estate'),
  lifestyle: home('Lifestyle', 20, 'spa', '/lifestyle', 'Spa, classes and more'),
  restaurant: home('Restaurant', 21, 'restaurant', '/Foods', "The bistro's menu"),
  training: home('Training', 22, 'dumbbell', '/TrainingScience', 'Fitness classes online'),
  estateContacts: home('Estate Contacts', 23, 'phone', '/facilityContacs', 'Call the clubhouse, office or gate'),
  regularVisitorAccess: home('Access Control', 4, 'key', '/regularVisitorAccess', 'Your gate QR code'),
  guardConsole: home('Guard Console', 4, 'shield', '/guard', 'Scan and check visitors'),
  managerConsole: home('Estate Manager', 3, 'shield', '/manager', 'Notify members, access lists, gate bans'),
};

const EMERGENCY: TileSpec[] = [
  { title: 'Ambulance', location: 'emergency', priority: 11, icon: 'ambulance', navigateType: 'call', navigatePath: '', contactNumber: '10177' },
  { title: 'Follow Me', location: 'emergency', priority: 12, icon: 'car', navigateType: 'call', navigatePath: '', contactNumber: '0861 000 123' },
  // 112: the emergency number from any mobile; the estate's own fire service is its setting (src/domain/emergency.ts).
  { title: 'Fire', location: 'emergency', priority: 13, icon: 'fire', navigateType: 'call', navigatePath: '', contactNumber: '112' },
  { title: 'Emergency Contacts', location: 'emergency', priority: 14, icon: 'phone', navigateType: 'local', navigatePath: '/emergency' },
];

const TAB_BAR: TileSpec[] = [
  { title: 'Emergency', location: 'tabBar', priority: 1, icon: 'alert', navigateType: 'local', navigatePath: '/homeEmergencyScreen' },
  { title: 'Access', location: 'tabBar', priority: 2, icon: 'qrcode', navigateType: 'local', navigatePath: '/access' },
  { title: 'Home', location: 'tabBar', priority: 3, icon: 'home', navigateType: 'local', navigatePath: '/home' },
  { title: 'Profile', location: 'tabBar', priority: 4, icon: 'user', navigateType: 'local', navigatePath: '/profile' },
  { title: 'Notifications', location: 'tabBar', priority: 5, icon: 'bell', navigateType: 'local', navigatePath: '/notifications' },
];

const CONTENT_HOME = [HOME.pointsOfInterest, HOME.documents, HOME.newsletters, HOME.lifestyle, HOME.restaurant, HOME.training, HOME.estateContacts];
const FULL_HOME = [
  HOME.access,
  HOME.myInfo,
  HOME.facilities,
  HOME.events,
  HOME.directory,
  HOME.maintenance,
  HOME.buyRent,
  HOME.associates,
  HOME.visitors,
  HOME.regularVisitors,
  HOME.letting,
  HOME.lagoon,
  HOME.levies,
  ...CONTENT_HOME,
];

/** Home tiles per role; every role also gets the tab bar and the emergency tiles. */
const HOME_TILES_BY_ROLE: Record<string, TileSpec[]> = {
  visitor: [HOME.events, HOME.directory],
  regularVisitor: [HOME.regularVisitorAccess],
  guard: [HOME.guardConsole],
  resident: FULL_HOME,
  // A tenant's tiles are the resident's (estates made before the role: migration 075).
  tenant: FULL_HOME,
  owner: FULL_HOME,
  estateManager: [...FULL_HOME, HOME.managerConsole],
  associateDelegate: [HOME.associates, HOME.events, HOME.directory],
  // Acts for residents (issue 32): their visitor invites and lagoon bookings (estates made before the role: migration 097).
  concierge: [HOME.visitors, HOME.lagoon, HOME.events, HOME.directory],
};

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function toTile(estateId: number, roleName: string, spec: TileSpec): Tile {
  const isEmergency = spec.location === 'emergency';
  return {
    id: `${estateId}:${roleName}:${spec.location}:${slug(spec.title)}`,
    estateId,
    roleName,
    tileDisplayTitle: spec.title,
    tilePriority: spec.priority,
    tileEnabled: true,
    tileAppLocation: spec.location,
    tileBackofficeName: `${spec.location}_${slug(spec.title)}`,
    tileDisplayTitleEnabled: true,
    tileDescription: spec.description ?? '',
    tileDescriptionEnabled: spec.description !== undefined,
    iconName: spec.icon,
    iconEnabled: true,
    cssBackGroundColour: isEmergency ? '#c62828' : '',
    cssFontColour: isEmergency ? '#ffffff' : '',
    cssDefaultSize: 'medium',
    cssRoundCornerPerc: '0 5 0 5',
    cssBorderWidthPerc: '1',
    navigateType: spec.navigateType,
    navigatePath: spec.navigatePath,
    tileContactPerson: '',
    tileContactNumber: spec.contactNumber ?? '',
    categoryLocation: spec.location,
  };
}

/**
 * The default tiles of the estates: every role's home tiles, the emergency tiles and the tab bar.
 * `demo`: the demo estates' set, which also has the demo's armed-response number ('Follow Me'); a
 * new estate gets the national numbers only.
 */
export function defaultTiles(estateIds: readonly number[], options: { demo: boolean } = { demo: false }): Tile[] {
  const emergency = options.demo ? EMERGENCY : EMERGENCY.filter((spec) => spec.title !== 'Follow Me');
  const tiles: Tile[] = [];
  for (const estateId of estateIds) {
    for (const [roleName, homeTiles] of Object.entries(HOME_TILES_BY_ROLE)) {
      for (const spec of [...homeTiles, ...emergency, ...TAB_BAR]) tiles.push(toTile(estateId, roleName, spec));
    }
  }
  return tiles;
}
