/** Willow Creek Estate (91): its name, theme colours and the names of its demo content (shared by its records and its PDFs). */
export const WILLOW_NAME = 'Willow Creek Estate';
export const WILLOW_RED = '#c62828';
export const WILLOW_GREEN = '#2e7d32';

/** Names the e2e tests and the README rely on. */
export const DEMO_WILLOW = {
  events: {
    market: 'Spring Market on the Green',
    run: 'Willow Creek 5 km Fun Run',
    tennis: 'Tennis Doubles Tournament',
    braai: 'Carols and Braai in the Park',
    craft: 'Craft and Coffee Morning',
    agm: 'Annual General Meeting',
  },
  eventIds: {
    market: 'evt-91-spring-market',
    run: 'evt-91-fun-run',
    tennis: 'evt-91-tennis',
    braai: 'evt-91-carols-braai',
    craft: 'evt-91-craft-market',
    agm: 'evt-91-agm',
  },
  newsletter: { id: 'nl-91-summer', title: 'Willow Creek News: Summer Edition' },
  olderNewsletter: { id: 'nl-91-winter', title: 'Willow Creek News: Winter Edition' },
  categories: { rules: 'Rules', minutes: 'Minutes' },
  documents: {
    conduct: 'Estate Conduct Rules',
    architecture: 'Architectural Guidelines',
    agm: 'AGM Minutes 2025',
    unit12: 'Unit 12 Boundary Wall Meeting Minutes',
  },
  pointsOfInterest: ['Main Gate', 'Clubhouse', 'Willow Park', 'The Lagoon', 'Tennis Courts', 'Estate Office'],
  developments: { sales: 'The Willows Phase 2', rentals: 'Creekside Apartments', soldOut: 'Oak Lane Villas' },
  lifestyle: { spa: 'Willow Wellness Spa', restaurant: 'The Willow Bistro', training: 'Willow Fitness Online' },
} as const;
