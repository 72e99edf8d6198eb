import type { DemoPdf } from './demo-pdfs';
import { DEMO_WILLOW, WILLOW_GREEN, WILLOW_NAME, WILLOW_RED } from './demo-content-willow-names';

/** The words of Willow Creek's PDFs (fictional): its newsletters, vault documents and a development's brochure. */

const text = (...lines: string[]) => lines;

export const WILLOW_PDFS = {
  summerNews: {
    title: DEMO_WILLOW.newsletter.title,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    subtitle: 'News for the residents of Willow Creek Estate',
    pages: [
      [
        {
          heading: 'From the chairperson',
          paragraphs: text(
            'Summer has arrived and the estate has never looked better. Thank you to every resident who joined the spring clean-up: the park and the lagoon banks were cleared of three trailers of garden refuse.',
            'The trustees met twice this quarter. The minutes are in the Documents section of the app, under Minutes.',
          ),
        },
        {
          heading: 'Water restrictions',
          paragraphs: text(
            'The municipality has announced level 1 water restrictions. Please water gardens only before 06:00 or after 18:00, and never on Mondays. Pool covers reduce evaporation by up to 90 percent.',
          ),
        },
        {
          heading: 'New lagoon hours',
          paragraphs: text(
            'The lagoon is open every day from 08:00 to 19:00. Kayaks and paddle boards can be booked in the app under Lagoon. Children under 12 must be supervised by an adult at all times.',
          ),
        },
      ],
      [
        {
          heading: 'Coming up',
          paragraphs: text(
            `${DEMO_WILLOW.events.market}: stalls, coffee and music on the clubhouse lawn.`,
            `${DEMO_WILLOW.events.tennis}: entries close two days before the tournament.`,
            `${DEMO_WILLOW.events.braai}: bring a blanket, the estate provides the fire.`,
          ),
        },
        {
          heading: 'Security reminder',
          paragraphs: text(
            'Never share your gate code. Visitors receive their own pass from your invite, and the guards check it at the gate. Report anything suspicious to the control room on 011 465 0199.',
          ),
        },
        {
          heading: 'Welcome to our new residents',
          paragraphs: text(
            'A warm welcome to the families who moved in this quarter. The estate office is open on weekdays from 08:00 to 16:30 for access cards and questions.',
          ),
        },
      ],
      [
        {
          heading: 'Useful numbers',
          paragraphs: text(
            'Estate office: 011 465 0100',
            'Control room (24 hours): 011 465 0199',
            'Clubhouse reception: 011 465 0102',
            'Maintenance desk: 011 465 0120',
          ),
        },
      ],
    ],
  },
  winterNews: {
    title: DEMO_WILLOW.olderNewsletter.title,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    pages: [
      [
        {
          heading: 'Winter on the estate',
          paragraphs: text('Fire season is here: no open fires outside the braai areas, and please keep the grass on your verge short.'),
        },
      ],
      [{ heading: 'Levies', paragraphs: text('The levy increase of 6 percent approved at the annual general meeting applies from 1 July.') }],
    ],
  },
  conductRules: {
    title: DEMO_WILLOW.documents.conduct,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    pages: [
      [
        { heading: '1. Noise', paragraphs: text('Residents keep noise to a level that does not disturb their neighbours, and quiet from 22:00 to 06:00.') },
        {
          heading: '2. Pets',
          paragraphs: text("At most two pets per unit, with the trustees' written consent. Dogs are on a lead outside the owner's garden."),
        },
        { heading: '3. Speed', paragraphs: text('The speed limit on the estate is 30 km/h. Cyclists and pedestrians have right of way.') },
      ],
      [
        {
          heading: '4. Refuse',
          paragraphs: text('Bins go out on Tuesday mornings and come in the same evening. Garden refuse goes to the green area behind the maintenance yard.'),
        },
      ],
    ],
  },
  architecture: {
    title: DEMO_WILLOW.documents.architecture,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    pages: [
      [
        {
          heading: 'Building plans',
          paragraphs: text(
            'Every alteration visible from the street needs plans approved by the aesthetics committee before work starts.',
            "Roofs are grey or charcoal; walls are in the estate's palette of earth tones.",
          ),
        },
      ],
    ],
  },
  agmMinutes: {
    title: DEMO_WILLOW.documents.agm,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    pages: [
      [
        {
          heading: 'Resolutions',
          paragraphs: text(
            '1. The budget for the coming year was approved.',
            '2. The trustees were re-elected.',
            '3. The levy increase of 6 percent was approved.',
          ),
        },
      ],
    ],
  },
  unit12Minutes: {
    title: DEMO_WILLOW.documents.unit12,
    author: WILLOW_NAME,
    colour: WILLOW_RED,
    pages: [
      [
        {
          heading: 'Unit 12: the boundary wall',
          paragraphs: text(
            'The owner of unit 12 and the estate manager met on site. The estate repairs the boundary wall behind unit 12 at its cost; work starts within a month.',
          ),
        },
      ],
    ],
  },
  brochure: {
    title: `${DEMO_WILLOW.developments.sales} brochure`,
    author: 'Willow Creek Developments',
    colour: WILLOW_GREEN,
    pages: [
      [
        {
          heading: 'Twenty-four new homes',
          paragraphs: text('Three- and four-bedroom homes on the north-eastern edge of the estate, each with a garden, a double garage and solar geysers.'),
        },
      ],
      [{ heading: 'Finishes', paragraphs: text('Porcelain tiles, quartz kitchen tops, built-in cupboards and fibre to every home.') }],
    ],
  },
} satisfies Record<string, DemoPdf>;
