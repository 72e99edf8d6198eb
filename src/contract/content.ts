import * as v from 'valibot';
import { syncedTable } from './registry';
import { CONTENT_MESSAGES } from '../i18n/en/content';
import { text } from './text';

/**
 * The estate's content (spec 3 sections 2-5 and 7-9): events, newsletters, the
 * document vault, the three-level directory, emergency and facility contacts, points of
 * interest and the site plan, developments, lifestyle and food providers, and the theme.
 *
 * Every kind is one synced table (the `table` below is also its Dexie table and the change
 * log's `tbl`), written only by the estate's managers through one REST shape (`API.content*`):
 * PUT a record (create or replace), DELETE it, or POST a JSON array (all or none). Residents
 * read it offline from Dexie. Field names follow the spec at this edge.
 *
 * Audiences: every kind goes to the estate's scope, except documents, which go to the
 * `residents:<estate>` scope (users with a unit at the estate, and its managers) or, when the
 * document names a unit, to that unit's scope only. Files named by a record (`/sdk/files/<id>`,
 * uploaded first through `API.files`) are taken by the estate when the record is saved and are
 * then served to the record's audience.
 */

const Title = v.pipe(text(), v.trim(), v.nonEmpty(CONTENT_MESSAGES.titleRequired), v.maxLength(200, CONTENT_MESSAGES.tooLong));
const Short = v.pipe(text(), v.trim(), v.maxLength(200, CONTENT_MESSAGES.tooLong));
const Long = v.pipe(text(), v.maxLength(5000, CONTENT_MESSAGES.tooLong));
/** An event body: HTML written by managers, sanitised by the server before it is stored (and by the app before it renders). */
const Html = v.pipe(text(), v.maxLength(100_000, CONTENT_MESSAGES.tooLong));
/** '' or a stored file of this product ('/sdk/files/<id>'). */
export const FileUrlSchema = v.pipe(text(), v.regex(/^(|\/sdk\/files\/[A-Za-z0-9_-]{8,64})$/, CONTENT_MESSAGES.fileMissing));
/** '' or an https link (embedded pages, virtual tours, external maps). */
export const LinkSchema = v.pipe(text(), v.trim(), v.regex(/^(|https:\/\/[^\s"'<>]{1,2000})$/, CONTENT_MESSAGES.badLink));
const DateSchema = v.pipe(text(), v.regex(/^(|\d{4}-\d{2}-\d{2})$/, CONTENT_MESSAGES.badDate));
const TimeSchema = v.pipe(text(), v.regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, CONTENT_MESSAGES.badTime));
const Phone = v.pipe(text(), v.trim(), v.regex(/^[0-9+() -]{0,20}$/, CONTENT_MESSAGES.badPhone));
const Rank = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));
/** Whole rand (the spec shows 'R {price}.00' and 'Cost: R{amount}.00'). */
const Rand = v.pipe(
  v.number(),
  v.integer(CONTENT_MESSAGES.badAmount),
  v.minValue(0, CONTENT_MESSAGES.badAmount),
  v.maxValue(100_000_000, CONTENT_MESSAGES.badAmount),
);
const Colour = v.pipe(text(), v.regex(/^#[0-9a-fA-F]{6}$/, CONTENT_MESSAGES.badColour));
const Latitude = v.pipe(v.number(), v.minValue(-90, CONTENT_MESSAGES.badCoordinate), v.maxValue(90, CONTENT_MESSAGES.badCoordinate));
const Longitude = v.pipe(v.number(), v.minValue(-180, CONTENT_MESSAGES.badCoordinate), v.maxValue(180, CONTENT_MESSAGES.badCoordinate));
/** A record's id: made by the manager console (UUID) or by an import; the path names it. */
export const ContentIdSchema = v.pipe(text(), v.regex(/^[A-Za-z0-9_:.-]{1,64}$/, CONTENT_MESSAGES.notFound));

/** Written by the server on every save: the record's estate and when it last changed (epoch ms). */
const SERVER_FIELDS = { estateId: v.number(), updatedAt: v.number() };

// --- events (spec 3: Event, event notification data) ---

export const EventInputSchema = v.object({
  title: Title,
  eventCategory: Short,
  /** 'Event' shows the location block with a map; anything else (e.g. 'Notice') does not. */
  eventType: Short,
  featured: v.boolean(),
  startDate: v.pipe(DateSchema, v.nonEmpty(CONTENT_MESSAGES.badDate)),
  startTime: TimeSchema,
  endDate: DateSchema,
  endTime: TimeSchema,
  location: Short,
  /** Whole rand; 0 shows 'Free'. */
  cost: Rand,
  /** Spec externalLink3 and externalLink2; null: the estate's default (near Midrand when unset). */
  latitude: v.nullable(Latitude),
  longitude: v.nullable(Longitude),
  locationLink: LinkSchema,
  cardImage: FileUrlSchema,
  headerImage: FileUrlSchema,
  body: Html,
  externalLink1: LinkSchema,
});
export type EventInput = v.InferOutput<typeof EventInputSchema>;
export const EventSchema = v.object({ eventID: text(), ...EventInputSchema.entries, ...SERVER_FIELDS });
export type EstateEvent = v.InferOutput<typeof EventSchema>;

// --- newsletters (spec 3: Newsletter) ---

export const NewsletterInputSchema = v.object({
  title: Title,
  description: Long,
  icon: FileUrlSchema,
  /** The newsletter's PDF ('View PDF'). */
  fileUrl: v.pipe(FileUrlSchema, v.nonEmpty(CONTENT_MESSAGES.fileMissing)),
  /** Epoch ms of publication (the list is newest first; the detail shows DD-MM-YYYY HH:mm:ss). */
  created: v.number(),
});
export type NewsletterInput = v.InferOutput<typeof NewsletterInputSchema>;
export const NewsletterSchema = v.object({ id: text(), ...NewsletterInputSchema.entries, ...SERVER_FIELDS });
export type Newsletter = v.InferOutput<typeof NewsletterSchema>;

// --- the document vault (spec 3: Document category, Document item) ---

export const DocumentCategoryInputSchema = v.object({
  iconName: Short,
  tileDisplayTitle: Title,
  tileDescription: Long,
  rank: Rank,
});
export const DocumentCategorySchema = v.object({ id: text(), ...DocumentCategoryInputSchema.entries, ...SERVER_FIELDS });
export type DocumentCategory = v.InferOutput<typeof DocumentCategorySchema>;

export const DocumentInputSchema = v.object({
  /** 'prefix_Category': listed under the category whose title without spaces equals the second segment (spec 3 section 5). */
  folder: v.pipe(text(), v.regex(/^[A-Za-z0-9-]+_[A-Za-z0-9-]+(_[A-Za-z0-9_-]*)?$/, CONTENT_MESSAGES.badFolder)),
  friendlyName: Title,
  /** The stored file's type, e.g. application/pdf (PDFs open in /pdfViewer, other types in /DynamicIFrame). */
  contentType: Short,
  extension: Short,
  fontIcon: Short,
  fileUrl: v.pipe(FileUrlSchema, v.nonEmpty(CONTENT_MESSAGES.fileMissing)),
  /** '' for every unit of the estate, else the one unit that may read it. */
  unitNo: v.pipe(text(), v.trim(), v.maxLength(20)),
});
export const DocumentSchema = v.object({ id: text(), ...DocumentInputSchema.entries, ...SERVER_FIELDS });
export type EstateDocument = v.InferOutput<typeof DocumentSchema>;

// --- the directory (spec 3: three levels: service group, service type, contact) ---

export const DirectoryInputSchema = v.object({
  dlevel1Name: Title,
  dlevel1Icon: Short,
  dlevel2Name: Title,
  dlevel2Icon: Short,
  dlevel3Name: Title,
  dlevel3Icon: Short,
  dlevel3ContactNumber: Phone,
  description: Long,
  rank: Rank,
});
export const DirectoryEntrySchema = v.object({ id: text(), ...DirectoryInputSchema.entries, ...SERVER_FIELDS });
export type DirectoryEntry = v.InferOutput<typeof DirectoryEntrySchema>;

// --- emergency and facility contacts (spec 3: Emergency contact; both carry rank and status) ---

export const CONTACT_KINDS = ['emergency', 'facility'] as const;
export const EstateContactInputSchema = v.object({
  kind: v.picklist(CONTACT_KINDS),
  name: Title,
  description: Long,
  icon: Short,
  number: Phone,
  navigatePath: Short,
  rank: Rank,
  /** 'DELETED' is hidden. */
  status: v.picklist(['ACTIVE', 'DELETED']),
});
export const EstateContactSchema = v.object({ id: text(), ...EstateContactInputSchema.entries, ...SERVER_FIELDS });
export type EstateContact = v.InferOutput<typeof EstateContactSchema>;

// --- points of interest and the site plan ---

export const PointOfInterestInputSchema = v.object({
  title: Title,
  description: Long,
  /** Spec 'geolocation text': an address or a place description. */
  geolocation: Short,
  latitude: Latitude,
  longitude: Longitude,
  image: FileUrlSchema,
  isEnabled: v.boolean(),
  category: Short,
  phone: Phone,
});
export const PointOfInterestSchema = v.object({ id: text(), ...PointOfInterestInputSchema.entries, ...SERVER_FIELDS });
export type PointOfInterest = v.InferOutput<typeof PointOfInterestSchema>;

/** The estate's own map: an image and the coordinates of its top-left (north-west) and bottom-right (south-east) corners. */
export const SitePlanInputSchema = v.pipe(
  v.object({ imageUrl: v.pipe(FileUrlSchema, v.nonEmpty(CONTENT_MESSAGES.fileMissing)), north: Latitude, west: Longitude, south: Latitude, east: Longitude }),
  v.check((p) => p.north > p.south && p.east > p.west, CONTENT_MESSAGES.badCorners),
);
export const SitePlanSchema = v.object({ imageUrl: text(), north: v.number(), west: v.number(), south: v.number(), east: v.number(), ...SERVER_FIELDS });
export type SitePlan = v.InferOutput<typeof SitePlanSchema>;

// --- developments (spec 3: Development) ---

export const DevelopmentSaleSchema = v.object({
  title: Title,
  from: Rand,
  rooms: Short,
  images: v.pipe(v.array(FileUrlSchema), v.maxLength(20)),
  contacts: v.pipe(v.array(v.object({ contactPerson: Short, contactNumber: Phone })), v.maxLength(10)),
  virtualTour: LinkSchema,
});
export const DevelopmentInputSchema = v.object({
  name: Title,
  area: Short,
  type: v.picklist(['sales', 'rentals']),
  enabled: v.boolean(),
  /** 'Sold Out' marks it sold out. */
  priceRange: Short,
  coverImage: FileUrlSchema,
  logo: FileUrlSchema,
  ownedBy: Short,
  description: Long,
  sliderImages: v.pipe(v.array(FileUrlSchema), v.maxLength(20)),
  /** Buy Online: an embedded page. */
  buyOnlineUrl: LinkSchema,
  /** A PDF opened in /pdf-viewer. */
  brochure: FileUrlSchema,
  sales: v.pipe(v.array(DevelopmentSaleSchema), v.maxLength(50)),
  rank: Rank,
});
export const DevelopmentSchema = v.object({ id: text(), ...DevelopmentInputSchema.entries, ...SERVER_FIELDS });
export type Development = v.InferOutput<typeof DevelopmentSchema>;

// --- lifestyle and food (spec 3: Lifestyle; tiles of /lifestyle, /Foods and /TrainingScience) ---

export const LIFESTYLE_LOCATIONS = ['lifestylecenter', 'Foods', 'trainingscience'] as const;
export const LifestyleCategorySchema = v.object({ id: ContentIdSchema, title: Title, imageURL: FileUrlSchema });
export const LifestyleOfferingSchema = v.object({
  id: ContentIdSchema,
  categoryId: ContentIdSchema,
  title: Title,
  time: Short,
  /** Two parts split by a blank line. */
  description: Long,
  price: Rand,
  imageURL: FileUrlSchema,
});
export const LifestyleProviderInputSchema = v.object({
  location: v.picklist(LIFESTYLE_LOCATIONS),
  title: Title,
  description: Long,
  logo: FileUrlSchema,
  imageURL: FileUrlSchema,
  /** 'local' opens the provider's page in the app; 'iframe' opens navigatePath (https) in a new tab; navigatePath 'NA' does nothing. */
  navigateType: v.picklist(['local', 'iframe']),
  navigatePath: Short,
  rank: Rank,
  categories: v.pipe(v.array(LifestyleCategorySchema), v.maxLength(50)),
  offerings: v.pipe(v.array(LifestyleOfferingSchema), v.maxLength(500)),
});
export const LifestyleProviderSchema = v.object({ id: text(), ...LifestyleProviderInputSchema.entries, ...SERVER_FIELDS });
export type LifestyleProvider = v.InferOutput<typeof LifestyleProviderSchema>;

// --- the theme (spec 3: Theme; applied through CSS variables) ---

export const ThemeInputSchema = v.object({
  primary: Colour,
  secondary: Colour,
  /** Text on primary-coloured surfaces. */
  onPrimary: Colour,
  banner: FileUrlSchema,
  gradientStart: Colour,
  gradientEnd: Colour,
  bottomBarBackground: Colour,
  bottomBarActive: Colour,
  bottomBarInactive: Colour,
});
export type ThemeInput = v.InferOutput<typeof ThemeInputSchema>;
export const ThemeSchema = v.object({ ...ThemeInputSchema.entries, ...SERVER_FIELDS });
export type Theme = v.InferOutput<typeof ThemeSchema>;

/**
 * The kinds the manager edits: the synced table, the input schema and whether the kind is one
 * record per estate (keyed by `estateId`; the path's id is the estate id).
 */
export const CONTENT_KINDS = {
  events: { input: EventInputSchema, singleton: false },
  newsletters: { input: NewsletterInputSchema, singleton: false },
  documentCategories: { input: DocumentCategoryInputSchema, singleton: false },
  documents: { input: DocumentInputSchema, singleton: false },
  directory: { input: DirectoryInputSchema, singleton: false },
  estateContacts: { input: EstateContactInputSchema, singleton: false },
  pointsOfInterest: { input: PointOfInterestInputSchema, singleton: false },
  sitePlans: { input: SitePlanInputSchema, singleton: true },
  developments: { input: DevelopmentInputSchema, singleton: false },
  lifestyleProviders: { input: LifestyleProviderInputSchema, singleton: false },
  themes: { input: ThemeInputSchema, singleton: true },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
export const ContentKindSchema = v.picklist(CONTENT_KIND_NAMES, CONTENT_MESSAGES.notFound);

/** The path of every content call: the estate, the kind, and (PUT, DELETE) the record's id. */
export const ContentParamsSchema = v.object({
  estateId: v.pipe(text(), v.regex(/^\d{1,9}$/, CONTENT_MESSAGES.notFound), v.transform(Number)),
  kind: ContentKindSchema,
  id: ContentIdSchema,
});
export const ContentImportParamsSchema = v.object({ estateId: ContentParamsSchema.entries.estateId, kind: ContentKindSchema });
/** POST import: every item carries its id; the whole array is saved or none of it (at most 500). */
export const ContentImportItemSchema = v.object({ id: ContentIdSchema });
export const CONTENT_IMPORT_MAX = 500;

/** The answer of a save: the record as stored (body sanitised, server fields set). */
export const ContentSaveAnswerSchema = v.object({ table: ContentKindSchema, record: v.record(text(), v.unknown()) });
export type ContentSaveAnswer = v.InferOutput<typeof ContentSaveAnswerSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const contentTables = {
  pointsOfInterest: syncedTable(PointOfInterestSchema, 'id'),
  directory: syncedTable(DirectoryEntrySchema, 'id'),
  events: syncedTable(EventSchema, 'eventID'),
  newsletters: syncedTable(NewsletterSchema, 'id'),
  documentCategories: syncedTable(DocumentCategorySchema, 'id'),
  documents: syncedTable(DocumentSchema, 'id'),
  estateContacts: syncedTable(EstateContactSchema, 'id'),
  sitePlans: syncedTable(SitePlanSchema, 'estateId'),
  developments: syncedTable(DevelopmentSchema, 'id'),
  lifestyleProviders: syncedTable(LifestyleProviderSchema, 'id'),
  themes: syncedTable(ThemeSchema, 'estateId'),
};

type ContentTables = typeof contentTables;
declare module './registry' {
  interface SyncedTableRegistry extends ContentTables {}
}
