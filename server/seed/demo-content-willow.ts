import { contacts, directory, eventMaker, placeMaker, rec, type DemoEstateContent, type DemoRecord, type LatLon, type RecordHelpers } from './demo-content-kit';
import { bannerPicture, emblem, eventPicture, housePicture, placePicture, platePicture, sitePlanPicture, type SitePlanDrawing } from './demo-images';
import { renderDemoPdf } from './demo-pdfs';
import { WILLOW_PDFS } from './demo-content-willow-pdfs';
import { DEMO_WILLOW, WILLOW_GREEN, WILLOW_RED } from './demo-content-willow-names';

/** Willow Creek Estate (91), the demo's main estate: fictional people, places and numbers. */
const WC = 91;

export { DEMO_WILLOW };

const PLACES = {
  gate: [-26.0171, 28.0062],
  clubhouse: [-26.0191, 28.0081],
  park: [-26.0203, 28.0049],
  lagoon: [-26.0212, 28.0075],
  tennis: [-26.0186, 28.0091],
  office: [-26.0176, 28.0069],
} as const satisfies Record<string, LatLon>;

const BOUNDS = { north: -26.017, west: 28.003, south: -26.023, east: 28.01 };

const SITE_PLAN: SitePlanDrawing = {
  bounds: BOUNDS,
  width: 1000,
  height: 954,
  roads: [
    [
      [-26.017, 28.0062],
      [-26.0198, 28.0062],
    ],
    [
      [-26.0198, 28.0036],
      [-26.0198, 28.0097],
    ],
    [
      [-26.018, 28.0062],
      [-26.018, 28.0097],
      [-26.0222, 28.0097],
      [-26.0222, 28.0036],
      [-26.0198, 28.0036],
    ],
  ],
  parks: [{ at: PLACES.park, metres: 45 }],
  water: [{ at: PLACES.lagoon, metres: 40 }],
  buildings: [
    { at: PLACES.clubhouse, metres: 20 },
    { at: [-26.0173, 28.0057], metres: 7 },
    { at: PLACES.office, metres: 10 },
  ],
  courts: [PLACES.tennis],
};

export const WILLOW_CONTENT: DemoEstateContent = {
  estateId: WC,
  files: {
    market: { make: () => eventPicture('market') },
    sport: { make: () => eventPicture('sport') },
    community: { make: () => eventPicture('community') },
    run: { make: () => eventPicture('run') },
    notice: { make: () => eventPicture('notice') },
    newsIcon: { make: () => emblem(WILLOW_RED, WILLOW_GREEN, 'news') },
    summerNews: { pdf: true, make: () => renderDemoPdf(WILLOW_PDFS.summerNews) },
    winterNews: { pdf: true, make: () => renderDemoPdf(WILLOW_PDFS.winterNews) },
    conductRules: { pdf: true, document: { unitNo: '' }, make: () => renderDemoPdf(WILLOW_PDFS.conductRules) },
    architecture: { pdf: true, document: { unitNo: '' }, make: () => renderDemoPdf(WILLOW_PDFS.architecture) },
    agmMinutes: { pdf: true, document: { unitNo: '' }, make: () => renderDemoPdf(WILLOW_PDFS.agmMinutes) },
    unit12Minutes: { pdf: true, document: { unitNo: '12' }, make: () => renderDemoPdf(WILLOW_PDFS.unit12Minutes) },
    gate: { make: () => placePicture('gate') },
    clubhouse: { make: () => placePicture('clubhouse') },
    park: { make: () => placePicture('park') },
    lagoon: { make: () => placePicture('lagoon') },
    tennis: { make: () => placePicture('tennis') },
    office: { make: () => placePicture('office') },
    sitePlan: { make: () => sitePlanPicture(SITE_PLAN) },
    houseA: { make: () => housePicture('#fff8e1', '#6d4c41') },
    houseB: { make: () => housePicture('#eceff1', '#37474f', 2) },
    houseC: { make: () => housePicture('#fbe9e7', '#8d6e63', 1, true) },
    flats: { make: () => housePicture('#e3f2fd', '#455a64', 3, true) },
    villas: { make: () => housePicture('#f3e5f5', '#5d4037', 2, true) },
    developerLogo: { make: () => emblem(WILLOW_GREEN, WILLOW_RED, 'house') },
    brochure: { pdf: true, make: () => renderDemoPdf(WILLOW_PDFS.brochure) },
    spaLogo: { make: () => emblem(WILLOW_GREEN, '#8d6e63', 'leaf') },
    spa: { make: () => placePicture('clubhouse') },
    bistroLogo: { make: () => emblem(WILLOW_RED, '#6d4c41', 'cup') },
    bistro: { make: () => platePicture('#ffb300', '#e53935') },
    breakfast: { make: () => platePicture('#fdd835', '#8d6e63') },
    lunch: { make: () => platePicture('#7cb342', '#ff7043') },
    drinks: { make: () => platePicture('#6d4c41', '#ffcc80') },
    fitnessLogo: { make: () => emblem(WILLOW_RED, WILLOW_GREEN, 'dumbbell') },
    banner: { make: () => bannerPicture(WILLOW_RED, WILLOW_GREEN) },
  },
  records: (h) => [...events(h), ...newsletters(h), ...vault(h), ...directoryAndContacts(), ...places(h), ...developments(h), ...lifestyle(h), theme(h)],
};

function events(h: RecordHelpers): DemoRecord[] {
  const event = eventMaker(h);
  const ids = DEMO_WILLOW.eventIds;
  const titles = DEMO_WILLOW.events;
  return [
    event(
      ids.market,
      titles.market,
      'Markets',
      6,
      '09:00',
      '13:00',
      'Clubhouse lawn',
      PLACES.clubhouse,
      0,
      'market',
      '<h2>Fresh, local and homemade</h2><p>Thirty stalls of <strong>fresh produce</strong>, baking, plants and crafts, with coffee and live music.</p><ul><li>Bring your own shopping bags</li><li>Card and cash accepted</li></ul><p>Stall bookings: <a href="mailto:events@willowcreek.example">events@willowcreek.example</a></p>',
      { featured: true, externalLink1: 'https://example.com/' },
    ),
    event(
      ids.run,
      titles.run,
      'Sport',
      3,
      '07:00',
      '08:30',
      'Main Gate',
      PLACES.gate,
      0,
      'run',
      '<p>A relaxed <strong>5 km</strong> route around the estate for runners, walkers and prams.</p><p>Meet at the main gate at 06:45. Water at the clubhouse.</p>',
      { featured: true },
    ),
    event(
      ids.tennis,
      titles.tennis,
      'Sport',
      10,
      '08:00',
      '16:00',
      'Tennis Courts',
      PLACES.tennis,
      50,
      'sport',
      '<p>Mixed doubles, round robin, then knock-out. Entries close two days before.</p><ol><li>Register with a partner</li><li>Pay at the clubhouse</li></ol>',
    ),
    event(
      ids.braai,
      titles.braai,
      'Community',
      14,
      '17:00',
      '20:30',
      'Willow Park',
      PLACES.park,
      120,
      'community',
      '<p>Carols by candlelight with the Fourways community choir, then a <em>bring-and-braai</em>. The estate provides the fires and the candles.</p>',
      { featured: true },
    ),
    event(
      ids.craft,
      titles.craft,
      'Markets',
      21,
      '08:30',
      '12:00',
      'Clubhouse',
      PLACES.clubhouse,
      0,
      'market',
      '<p>Local makers, pottery, candles and the best flat white on the estate.</p>',
    ),
    event(
      ids.agm,
      titles.agm,
      'Community',
      28,
      '18:30',
      '20:30',
      'Function Hall',
      null,
      0,
      'notice',
      '<h3>Notice of the annual general meeting</h3><p>Owners are invited to the annual general meeting in the function hall. The agenda and the financial statements are in the Documents section under <strong>Minutes</strong>.</p>',
    ),
  ];
}

function newsletters({ url, now }: RecordHelpers): DemoRecord[] {
  const DAY = 24 * 60 * 60 * 1000;
  return [
    rec('newsletters', DEMO_WILLOW.newsletter.id, {
      title: DEMO_WILLOW.newsletter.title,
      description: 'Water restrictions, the new lagoon hours, the spring market and a word from the chairperson.',
      icon: url('newsIcon'),
      fileUrl: url('summerNews'),
      created: now - 2 * DAY,
    }),
    rec('newsletters', DEMO_WILLOW.olderNewsletter.id, {
      title: DEMO_WILLOW.olderNewsletter.title,
      description: 'Fire season, verges and the new levies.',
      icon: url('newsIcon'),
      fileUrl: url('winterNews'),
      created: now - 150 * DAY,
    }),
  ];
}

function vault({ url }: RecordHelpers): DemoRecord[] {
  const doc = (id: string, folder: string, friendlyName: string, file: string, unitNo = '') =>
    rec('documents', id, { folder, friendlyName, contentType: 'application/pdf', extension: 'pdf', fontIcon: 'book', fileUrl: url(file), unitNo });
  return [
    rec('documentCategories', 'doccat-91-rules', {
      iconName: 'book',
      tileDisplayTitle: DEMO_WILLOW.categories.rules,
      tileDescription: 'Conduct rules and architectural guidelines',
      rank: 1,
    }),
    rec('documentCategories', 'doccat-91-minutes', {
      iconName: 'users',
      tileDisplayTitle: DEMO_WILLOW.categories.minutes,
      tileDescription: 'Minutes of the trustees and of the annual general meeting',
      rank: 2,
    }),
    doc('doc-91-conduct-rules', 'vault_Rules', DEMO_WILLOW.documents.conduct, 'conductRules'),
    doc('doc-91-architectural', 'vault_Rules', DEMO_WILLOW.documents.architecture, 'architecture'),
    doc('doc-91-agm-minutes', 'vault_Minutes', DEMO_WILLOW.documents.agm, 'agmMinutes'),
    doc('doc-91-unit-12-minutes', 'vault_Minutes_unit12', DEMO_WILLOW.documents.unit12, 'unit12Minutes', '12'),
  ];
}

function directoryAndContacts(): DemoRecord[] {
  return [
    ...directory(WC, [
      {
        name: 'General',
        icon: 'building',
        types: [
          {
            name: 'Estate office',
            icon: 'building',
            contacts: [
              ['Willow Creek Estate Office', '011 465 0100', 'Weekdays 08:00 to 16:30'],
              ['After-hours Estate Manager', '082 555 0110', 'Urgent estate matters after hours'],
            ],
          },
          {
            name: 'Managing agents',
            icon: 'users',
            contacts: [
              ['Highveld Property Managers', '011 702 3300', 'Levies and body corporate matters'],
              ['Highveld Levy Queries', '011 702 3311'],
            ],
          },
        ],
      },
      {
        name: 'Home maintenance',
        icon: 'wrench',
        types: [
          {
            name: 'Plumbers',
            icon: 'wrench',
            contacts: [
              ['Drip Drop Plumbing', '082 555 0143', 'Burst pipes and geysers, 24 hours'],
              ['Fourways Plumbing & Electrical', '082 555 0144'],
            ],
          },
          {
            name: 'Electricians',
            icon: 'wrench',
            contacts: [
              ['Bright Spark Electrical', '083 555 0121'],
              ['Volt Masters', '083 555 0122', 'Solar and backup power'],
            ],
          },
          {
            name: 'Garden services',
            icon: 'home',
            contacts: [
              ['Green Thumb Gardens', '072 555 0131'],
              ['Lawn Rangers', '072 555 0132'],
            ],
          },
        ],
      },
      {
        name: 'Medical',
        icon: 'medical',
        types: [
          {
            name: 'Doctors',
            icon: 'medical',
            contacts: [
              ['Fourways Family Clinic', '011 467 2200', 'General practitioners, open daily'],
              ['Dr Naledi Naidoo', '011 467 2210', 'Paediatrician'],
            ],
          },
          {
            name: 'Pharmacies',
            icon: 'medical',
            contacts: [
              ['Willow Pharmacy', '011 465 0300'],
              ['Cedar Square Pharmacy', '011 465 0310', 'Open until 21:00'],
            ],
          },
        ],
      },
      {
        name: 'Emergency',
        icon: 'alert',
        types: [
          {
            name: 'Security',
            icon: 'shield',
            contacts: [
              ['Willow Creek Security Control Room', '011 465 0199', 'Manned 24 hours'],
              ['Fourways Armed Response', '086 111 2222'],
            ],
          },
          {
            name: 'Ambulance',
            icon: 'ambulance',
            contacts: [
              ['ER24', '084 124'],
              ['Netcare 911', '082 911'],
            ],
          },
        ],
      },
    ]),
    ...contacts(
      WC,
      'emergency',
      [
        ['Control Room', '011 465 0199', 'shield', 'Estate security, 24 hours'],
        ['Armed Response', '086 111 2222', 'car', 'Fourways Armed Response'],
        ['Ambulance (ER24)', '084 124', 'ambulance', 'Medical emergencies'],
        ['Fire and Rescue', '011 375 5911', 'fire', 'City of Johannesburg'],
        ['SAPS Douglasdale', '011 700 6000', 'shield', 'Police station'],
        ['Old Control Room Line', '011 465 0000', 'phone', 'No longer in use'],
      ],
      ['Old Control Room Line'],
    ),
    ...contacts(
      WC,
      'facility',
      [
        ['Clubhouse Reception', '011 465 0102', 'building', 'Pool, gym and function hall'],
        ['Estate Office', '011 465 0100', 'building', 'Weekdays 08:00 to 16:30'],
        ['Main Gate', '011 465 0101', 'key', 'Visitor entrance'],
        ['Maintenance Desk', '011 465 0120', 'wrench', 'Streetlights, irrigation and common areas'],
        ['Pool Kiosk', '011 465 0130', 'phone', 'Closed'],
      ],
      ['Pool Kiosk'],
    ),
  ];
}

function places(h: RecordHelpers): DemoRecord[] {
  const { url } = h;
  const poi = placeMaker(WC, h);
  const [gate, clubhouse, park, lagoon, tennis, office] = DEMO_WILLOW.pointsOfInterest;
  return [
    poi(1, gate, 'security', 'Visitor entrance and guard house', '1 Willow Creek Drive, Fourways', PLACES.gate, 'gate', '011 465 0101'),
    poi(2, clubhouse, 'facilities', 'Pool, gym and function hall', 'Willow Creek Drive', PLACES.clubhouse, 'clubhouse', '011 465 0102'),
    poi(3, park, 'outdoors', 'Playground and picnic lawn', 'Between Oak Lane and Willow Creek Drive', PLACES.park, 'park'),
    poi(4, lagoon, 'outdoors', 'Swimming, kayaks and paddle boards, 08:00 to 19:00', 'South of the clubhouse', PLACES.lagoon, 'lagoon'),
    poi(5, tennis, 'sport', 'Two floodlit courts; book in the app under Facilities', 'Behind the clubhouse', PLACES.tennis, 'tennis'),
    poi(6, office, 'admin', 'Access cards, plans and levies', 'Next to the main gate', PLACES.office, 'office', '011 465 0100'),
    rec('sitePlans', String(WC), { imageUrl: url('sitePlan'), ...BOUNDS }),
  ];
}

function developments({ url }: RecordHelpers): DemoRecord[] {
  const lerato = { contactPerson: 'Lerato Khumalo', contactNumber: '072 123 4560' };
  const johan = { contactPerson: 'Johan Botha', contactNumber: '082 555 0177' };
  const base = {
    area: 'Willow Creek',
    enabled: true,
    logo: url('developerLogo'),
    ownedBy: 'Willow Creek Developments',
    buyOnlineUrl: 'https://example.com/',
    brochure: url('brochure'),
  };
  const { sales, rentals, soldOut } = DEMO_WILLOW.developments;
  return [
    rec('developments', 'dev-91-willows-phase-2', {
      ...base,
      name: sales,
      area: 'North-east',
      type: 'sales',
      priceRange: 'R2.1m - R3.4m',
      coverImage: url('houseA'),
      description: 'Twenty-four new family homes on the north-eastern edge of the estate, a short walk from the lagoon.',
      sliderImages: [url('houseA'), url('houseB'), url('houseC')],
      sales: [
        {
          title: 'Three-bedroom family home',
          from: 2_150_000,
          rooms: '3 bedrooms, 2 bathrooms, double garage',
          images: [url('houseA'), url('houseB')],
          contacts: [lerato, johan],
          virtualTour: 'https://example.com/',
        },
        {
          title: 'Four-bedroom home with garden flat',
          from: 3_350_000,
          rooms: '4 bedrooms, 3 bathrooms, garden flat',
          images: [url('houseC')],
          contacts: [johan],
          virtualTour: '',
        },
      ],
      rank: 1,
    }),
    rec('developments', 'dev-91-creekside', {
      ...base,
      name: rentals,
      type: 'rentals',
      priceRange: 'R9 500 - R14 000 per month',
      coverImage: url('flats'),
      description: 'Two- and three-bedroom apartments to let beside the clubhouse.',
      sliderImages: [url('flats')],
      brochure: '',
      sales: [
        {
          title: 'Two-bedroom apartment',
          from: 9_500,
          rooms: '2 bedrooms, 1 bathroom, one parking bay',
          images: [url('flats')],
          contacts: [lerato],
          virtualTour: '',
        },
      ],
      rank: 2,
    }),
    rec('developments', 'dev-91-oak-lane', {
      ...base,
      name: soldOut,
      type: 'sales',
      priceRange: 'Sold Out',
      coverImage: url('villas'),
      description: 'Twelve villas on Oak Lane, all sold.',
      sliderImages: [url('villas')],
      buyOnlineUrl: '',
      brochure: '',
      sales: [{ title: 'Villa', from: 2_900_000, rooms: '3 bedrooms, 2 bathrooms', images: [url('villas')], contacts: [johan], virtualTour: '' }],
      rank: 3,
    }),
  ];
}

function lifestyle({ url }: RecordHelpers): DemoRecord[] {
  const offering = (id: string, categoryId: string, title: string, time: string, description: string, price: number, picture: string) => ({
    id,
    categoryId,
    title,
    time,
    description,
    price,
    imageURL: url(picture),
  });
  return [
    rec('lifestyleProviders', 'life-91-spa', {
      location: 'lifestylecenter',
      title: DEMO_WILLOW.lifestyle.spa,
      description: 'Massages and facials at the clubhouse, Tuesday to Sunday.',
      logo: url('spaLogo'),
      imageURL: url('spa'),
      navigateType: 'local',
      navigatePath: '/LifestyleProviderDetails',
      rank: 1,
      categories: [
        { id: 'massages', title: 'Massages', imageURL: url('spa') },
        { id: 'facials', title: 'Facials', imageURL: url('spaLogo') },
      ],
      offerings: [
        offering('swedish', 'massages', 'Swedish Massage', '60 min', 'A full-body relaxing massage\n\nWith aromatherapy oils', 550, 'spa'),
        offering('hot-stone', 'massages', 'Hot Stone Massage', '75 min', 'Warm basalt stones ease tight muscles\n\nBook a day ahead', 690, 'spa'),
        offering('hydrating', 'facials', 'Hydrating Facial', '45 min', 'Cleanse, exfoliate and hydrate\n\nFor every skin type', 480, 'spaLogo'),
      ],
    }),
    rec('lifestyleProviders', 'life-91-bistro', {
      location: 'Foods',
      title: DEMO_WILLOW.lifestyle.restaurant,
      description: 'Breakfast, lunch and coffee at the clubhouse, 07:00 to 16:00.',
      logo: url('bistroLogo'),
      imageURL: url('bistro'),
      navigateType: 'local',
      navigatePath: '/RestaurantMenu',
      rank: 1,
      categories: [
        { id: 'breakfast', title: 'Breakfast', imageURL: url('breakfast') },
        { id: 'lunch', title: 'Lunch', imageURL: url('lunch') },
        { id: 'drinks', title: 'Drinks', imageURL: url('drinks') },
      ],
      offerings: [
        offering(
          'eggs-benedict',
          'breakfast',
          'Eggs Benedict',
          '07:00 - 11:00',
          'Two poached eggs on sourdough\n\nWith hollandaise and bacon or spinach',
          95,
          'breakfast',
        ),
        offering(
          'farm-breakfast',
          'breakfast',
          'Farm Breakfast',
          '07:00 - 11:00',
          "Eggs, boerewors, bacon, tomato and toast\n\nThe bistro's favourite",
          110,
          'breakfast',
        ),
        offering(
          'caesar',
          'lunch',
          'Chicken Caesar Salad',
          '11:00 - 16:00',
          'Grilled chicken, cos lettuce and parmesan\n\nWith our own dressing',
          115,
          'lunch',
        ),
        offering('burger', 'lunch', 'Beef Burger and Chips', '11:00 - 16:00', '200 g beef patty, cheddar and pickles\n\nWith hand-cut chips', 135, 'lunch'),
        offering('cappuccino', 'drinks', 'Cappuccino', 'All day', 'Double shot\n\nDairy or oat milk', 32, 'drinks'),
        offering('orange-juice', 'drinks', 'Fresh Orange Juice', 'All day', 'Squeezed to order\n\n300 ml', 38, 'drinks'),
      ],
    }),
    rec('lifestyleProviders', 'life-91-fitness', {
      location: 'trainingscience',
      title: DEMO_WILLOW.lifestyle.training,
      description: "Live and recorded classes with the clubhouse gym's trainers.",
      logo: url('fitnessLogo'),
      imageURL: url('fitnessLogo'),
      navigateType: 'iframe',
      navigatePath: 'https://example.com/',
      rank: 1,
      categories: [],
      offerings: [],
    }),
  ];
}

function theme({ url }: RecordHelpers): DemoRecord {
  return rec('themes', String(WC), {
    primary: WILLOW_RED,
    secondary: WILLOW_GREEN,
    onPrimary: '#ffffff',
    banner: url('banner'),
    gradientStart: WILLOW_RED,
    gradientEnd: '#8e0000',
    bottomBarBackground: '#ffffff',
    bottomBarActive: WILLOW_GREEN,
    bottomBarInactive: '#757575',
  });
}
