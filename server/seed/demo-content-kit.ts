import type { ContentKind } from '../../src/contract/content';
import type { InputOf } from '../modules/content/content-kinds';

/** The pieces of the demo estates' content (server/seed/demo-estate-content.ts). */

/** A file made at seed time: a picture, or a PDF; documents' files are held for their audience. */
export type DemoFile = {
  make: () => Buffer | Promise<Buffer>;
  pdf?: boolean;
  /** A vault document's file: read by the estate's unit holders, or by `unitNo` only. */
  document?: { unitNo: string };
};

export type DemoRecord = { kind: ContentKind; id: string; body: object };

/** What a record needs at seed time: a stored file's URL by its key, a date `offset` days from today, now. */
export type RecordHelpers = { url: (key: string) => string; day: (offset: number) => string; now: number };

export type DemoEstateContent = {
  estateId: number;
  files: Readonly<Record<string, DemoFile>>;
  records: (helpers: RecordHelpers) => DemoRecord[];
};

/** One record of `kind`, typed by its input schema. */
export const rec = <K extends ContentKind>(kind: K, id: string, body: InputOf<K>): DemoRecord => ({ kind, id, body });

/** The three-level directory from a nested list: service -> service types -> contacts (name, number, description). */
export function directory(
  estateId: number,
  services: ReadonlyArray<{
    name: string;
    icon: string;
    types: ReadonlyArray<{ name: string; icon: string; contacts: ReadonlyArray<readonly [string, string, string?]> }>;
  }>,
): DemoRecord[] {
  const records: DemoRecord[] = [];
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  for (const service of services) {
    for (const type of service.types) {
      for (const [name, number, description] of type.contacts) {
        records.push(
          rec('directory', `dir-${estateId}-${slug(name)}`, {
            dlevel1Name: service.name,
            dlevel1Icon: service.icon,
            dlevel2Name: type.name,
            dlevel2Icon: type.icon,
            dlevel3Name: name,
            dlevel3Icon: 'phone',
            dlevel3ContactNumber: number,
            description: description ?? '',
            rank: records.length + 1,
          }),
        );
      }
    }
  }
  return records;
}

/** Emergency or facility contacts from rows (name, number, icon, description), ranked in order; `deleted` names the hidden ones. */
export function contacts(
  estateId: number,
  kind: 'emergency' | 'facility',
  rows: ReadonlyArray<readonly [string, string, string, string]>,
  deleted: readonly string[] = [],
): DemoRecord[] {
  return rows.map(([name, number, icon, description], index) =>
    rec('estateContacts', `${kind === 'emergency' ? 'ec' : 'fc'}-${estateId}-${index + 1}`, {
      kind,
      name,
      description,
      icon,
      number,
      navigatePath: '',
      rank: index + 1,
      status: deleted.includes(name) ? 'DELETED' : 'ACTIVE',
    }),
  );
}

/** A point on the map: latitude, longitude. */
export type LatLon = readonly [number, number];

/**
 * The estate's event builder: an event on the day `offset` days from today, at `at` (an Event) or at no point (a Notice),
 * its card and header the stored picture `picture`; `more` overrides the defaults (not featured, no external link).
 */
export function eventMaker({ url, day }: RecordHelpers) {
  return (
    id: string,
    title: string,
    eventCategory: string,
    offset: number,
    start: string,
    end: string,
    location: string,
    at: LatLon | null,
    cost: number,
    picture: string,
    body: string,
    more: Partial<InputOf<'events'>> = {},
  ) =>
    rec('events', id, {
      title,
      eventCategory,
      eventType: at ? 'Event' : 'Notice',
      featured: false,
      startDate: day(offset),
      startTime: start,
      endDate: day(offset),
      endTime: end,
      location,
      cost,
      latitude: at ? at[0] : null,
      longitude: at ? at[1] : null,
      locationLink: '',
      cardImage: url(picture),
      headerImage: url(picture),
      body,
      externalLink1: '',
      ...more,
    });
}

/** The estate's point-of-interest builder: the `n`th point, enabled, its image the stored picture `picture`. */
export function placeMaker(estateId: number, { url }: Pick<RecordHelpers, 'url'>) {
  return (n: number, title: string, category: string, description: string, geolocation: string, at: LatLon, picture: string, phone = '') =>
    rec('pointsOfInterest', `poi-${estateId}-${n}`, {
      title,
      description,
      geolocation,
      latitude: at[0],
      longitude: at[1],
      image: url(picture),
      isEnabled: true,
      category,
      phone,
    });
}
