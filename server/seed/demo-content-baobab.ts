import { contacts, directory, eventMaker, placeMaker, rec, type DemoEstateContent, type DemoRecord, type LatLon, type RecordHelpers } from './demo-content-kit';
import { bannerPicture, emblem, eventPicture, placePicture, sitePlanPicture, type SitePlanDrawing } from './demo-images';
import { renderDemoPdf } from './demo-pdfs';

/** Baobab Ridge Estate (92), the demo's smaller second estate, with a clearly different theme (blue). */
const BR = 92;
const NAME = 'Baobab Ridge Estate';
const BLUE = '#1565c0';
const AMBER = '#f9a825';

export const DEMO_BAOBAB = {
  events: { walk: 'Sunrise Ridge Trail Walk', books: 'Book Swap at Baobab Hall', market: 'Baobab Farmers Market' },
  newsletter: { id: 'nl-92-spring', title: 'Baobab Ridge Bulletin: Spring Edition' },
  documents: { rules: 'Baobab Ridge Estate Rules' },
  pointsOfInterest: ['North Gate', 'Baobab Hall', 'Ridge Trail'],
} as const;

const PLACES = { gate: [-25.7712, 28.2945], hall: [-25.7731, 28.2968], trail: [-25.7754, 28.2921] } as const satisfies Record<string, LatLon>;
const BOUNDS = { north: -25.7705, west: 28.291, south: -25.776, east: 28.298 };

const SITE_PLAN: SitePlanDrawing = {
  bounds: BOUNDS,
  width: 1000,
  height: 872,
  roads: [
    [
      [-25.7705, 28.2945],
      [-25.7745, 28.2945],
    ],
    [
      [-25.773, 28.2922],
      [-25.773, 28.2962],
    ],
    [
      [-25.7745, 28.2925],
      [-25.7745, 28.2968],
    ],
  ],
  parks: [{ at: [-25.7752, 28.2926], metres: 35 }],
  water: [],
  buildings: [
    { at: PLACES.hall, metres: 18 },
    { at: [-25.7708, 28.294], metres: 7 },
  ],
  courts: [],
};

export const BAOBAB_CONTENT: DemoEstateContent = {
  estateId: BR,
  files: {
    walk: { make: () => eventPicture('walk') },
    books: { make: () => eventPicture('books') },
    market: { make: () => eventPicture('market') },
    newsIcon: { make: () => emblem(BLUE, AMBER, 'news') },
    bulletin: {
      pdf: true,
      make: () =>
        renderDemoPdf({
          title: DEMO_BAOBAB.newsletter.title,
          author: NAME,
          colour: BLUE,
          pages: [
            [
              {
                heading: 'Spring on the ridge',
                paragraphs: ['The baobabs are in leaf and the trail has been cleared. Please keep dogs on a lead on the trail.'],
              },
            ],
            [{ heading: 'The hall', paragraphs: ['Baobab Hall can be booked for private functions through the estate office on 012 991 0200.'] }],
          ],
        }),
    },
    rules: {
      pdf: true,
      document: { unitNo: '' },
      make: () =>
        renderDemoPdf({
          title: DEMO_BAOBAB.documents.rules,
          author: NAME,
          colour: BLUE,
          pages: [[{ heading: 'General', paragraphs: ['Quiet hours are from 22:00 to 06:00. The speed limit is 25 km/h.'] }]],
        }),
    },
    gate: { make: () => placePicture('gate') },
    hall: { make: () => placePicture('hall') },
    trail: { make: () => placePicture('trail') },
    sitePlan: { make: () => sitePlanPicture(SITE_PLAN) },
    banner: { make: () => bannerPicture(BLUE, AMBER) },
  },
  records: (h) => [...events(h), ...rest(h)],
};

function events(h: RecordHelpers): DemoRecord[] {
  const event = eventMaker(h);
  const { walk, books, market } = DEMO_BAOBAB.events;
  return [
    event(
      'evt-92-trail-walk',
      walk,
      'Sport',
      4,
      '06:00',
      '07:30',
      'Ridge Trail',
      PLACES.trail,
      0,
      'walk',
      '<p>A 3 km walk along the ridge to watch the sun rise. <strong>Bring water</strong> and a torch.</p>',
      { featured: true },
    ),
    event(
      'evt-92-book-swap',
      books,
      'Community',
      9,
      '10:00',
      '12:00',
      'Baobab Hall',
      PLACES.hall,
      0,
      'books',
      '<p>Bring a book, take a book. Tea and scones from the hall kitchen.</p>',
      { featured: true },
    ),
    event(
      'evt-92-farmers-market',
      market,
      'Markets',
      16,
      '08:00',
      '12:00',
      'Baobab Hall',
      PLACES.hall,
      20,
      'market',
      '<p>Vegetables, honey and bread from farms near Pretoria.</p>',
    ),
  ];
}

function rest(h: RecordHelpers): DemoRecord[] {
  const { url, now } = h;
  const poi = placeMaker(BR, h);
  const [gate, hall, trail] = DEMO_BAOBAB.pointsOfInterest;
  return [
    rec('newsletters', DEMO_BAOBAB.newsletter.id, {
      title: DEMO_BAOBAB.newsletter.title,
      description: 'The trail, the hall and spring on the ridge.',
      icon: url('newsIcon'),
      fileUrl: url('bulletin'),
      created: now - 5 * 24 * 60 * 60 * 1000,
    }),
    rec('documentCategories', 'doccat-92-rules', { iconName: 'book', tileDisplayTitle: 'Rules', tileDescription: 'The rules of the estate', rank: 1 }),
    rec('documents', 'doc-92-rules', {
      folder: 'vault_Rules',
      friendlyName: DEMO_BAOBAB.documents.rules,
      contentType: 'application/pdf',
      extension: 'pdf',
      fontIcon: 'book',
      fileUrl: url('rules'),
      unitNo: '',
    }),
    ...directory(BR, [
      {
        name: 'General',
        icon: 'building',
        types: [
          {
            name: 'Estate office',
            icon: 'building',
            contacts: [
              ['Baobab Ridge Estate Office', '012 991 0200', 'Weekdays 08:00 to 16:00'],
              ['Capital City Managing Agents', '012 430 8800', 'Levies'],
            ],
          },
          {
            name: 'Security',
            icon: 'shield',
            contacts: [
              ['Baobab Ridge Security Control Room', '012 991 0299', 'Manned 24 hours'],
              ['Ridge Armed Response', '086 222 3333'],
            ],
          },
        ],
      },
      {
        name: 'Home maintenance',
        icon: 'wrench',
        types: [
          {
            name: 'Handyman',
            icon: 'wrench',
            contacts: [
              ['Jacaranda Home Repairs', '083 555 0177'],
              ['Fix-It Frank', '083 555 0178'],
            ],
          },
          {
            name: 'Pest control',
            icon: 'home',
            contacts: [
              ['Bug Busters Pretoria', '012 555 0190'],
              ['Termite Team', '012 555 0191'],
            ],
          },
        ],
      },
    ]),
    ...contacts(BR, 'emergency', [
      ['Control Room', '012 991 0299', 'shield', 'Estate security, 24 hours'],
      ['Ambulance (ER24)', '084 124', 'ambulance', 'Medical emergencies'],
    ]),
    ...contacts(BR, 'facility', [['Baobab Hall', '012 991 0202', 'building', 'Hall bookings']]),
    poi(1, gate, 'security', 'Resident and visitor entrance', '', PLACES.gate, 'gate', '012 991 0201'),
    poi(2, hall, 'facilities', 'Community hall and library', '', PLACES.hall, 'hall', '012 991 0202'),
    poi(3, trail, 'outdoors', '3 km walking trail along the ridge', '', PLACES.trail, 'trail'),
    rec('sitePlans', String(BR), { imageUrl: url('sitePlan'), ...BOUNDS }),
    rec('themes', String(BR), {
      primary: BLUE,
      secondary: AMBER,
      onPrimary: '#ffffff',
      banner: url('banner'),
      gradientStart: BLUE,
      gradientEnd: '#0d47a1',
      bottomBarBackground: '#ffffff',
      bottomBarActive: BLUE,
      bottomBarInactive: '#757575',
    }),
  ];
}
