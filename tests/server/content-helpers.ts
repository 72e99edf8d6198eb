import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import type { ContentKind, ContentSaveAnswer } from '../../src/contract/content';
import type { Caller } from '../helpers/factories';
import { call, type Answer } from './people-helpers';

/** One valid input of every kind (files left '' where a field allows it; the rest are given by the test). */
export function sampleInput(kind: ContentKind, files: { image?: string; pdf?: string } = {}): Record<string, unknown> {
  const image = files.image ?? '';
  const pdf = files.pdf ?? '';
  switch (kind) {
    case 'events':
      return {
        title: 'Spring Market',
        eventCategory: 'Markets',
        eventType: 'Event',
        featured: true,
        startDate: '2026-12-05',
        startTime: '09:00',
        endDate: '2026-12-05',
        endTime: '13:00',
        location: 'Clubhouse lawn',
        cost: 0,
        latitude: -26.019,
        longitude: 28.006,
        locationLink: '',
        cardImage: image,
        headerImage: image,
        body: '<p>Stalls, <strong>coffee</strong> and music.</p>',
        externalLink1: '',
      };
    case 'newsletters':
      return { title: 'December Newsletter', description: 'The year in review.', icon: image, fileUrl: pdf, created: Date.UTC(2026, 11, 1, 8) };
    case 'documentCategories':
      return { iconName: 'book', tileDisplayTitle: 'House Rules', tileDescription: 'Conduct rules of the estate', rank: 1 };
    case 'documents':
      return {
        folder: 'vault_HouseRules',
        friendlyName: 'Conduct Rules 2026',
        contentType: 'application/pdf',
        extension: 'pdf',
        fontIcon: 'file',
        fileUrl: pdf,
        unitNo: '',
      };
    case 'directory':
      return {
        dlevel1Name: 'Home maintenance',
        dlevel1Icon: 'wrench',
        dlevel2Name: 'Plumbers',
        dlevel2Icon: 'wrench',
        dlevel3Name: 'Drip Drop Plumbing',
        dlevel3Icon: 'phone',
        dlevel3ContactNumber: '082 555 0101',
        description: 'Burst pipes, geysers',
        rank: 1,
      };
    case 'estateContacts':
      return {
        kind: 'emergency',
        name: 'Control Room',
        description: '24 hours',
        icon: 'shield',
        number: '011 465 0199',
        navigatePath: '',
        rank: 1,
        status: 'ACTIVE',
      };
    case 'pointsOfInterest':
      return {
        title: 'Clubhouse',
        description: 'Pool and gym',
        geolocation: '1 Willow Lane',
        latitude: -26.019,
        longitude: 28.006,
        image,
        isEnabled: true,
        category: 'facilities',
        phone: '011 465 0102',
      };
    case 'sitePlans':
      return { imageUrl: image, north: -26.017, west: 28.003, south: -26.023, east: 28.01 };
    case 'developments':
      return {
        name: 'The Willows',
        area: 'North',
        type: 'sales',
        enabled: true,
        priceRange: 'R1.2m - R2.4m',
        coverImage: image,
        logo: image,
        ownedBy: 'Willow Developments',
        description: 'Twelve new homes',
        sliderImages: image ? [image] : [],
        buyOnlineUrl: 'https://example.com/buy',
        brochure: pdf,
        sales: [
          {
            title: 'Three bedroom home',
            from: 1_850_000,
            rooms: '3 bed, 2 bath',
            images: image ? [image] : [],
            contacts: [{ contactPerson: 'Lerato', contactNumber: '082 555 0199' }],
            virtualTour: '',
          },
        ],
        rank: 1,
      };
    case 'lifestyleProviders':
      return {
        location: 'Foods',
        title: 'The Willow Bistro',
        description: 'Breakfast and lunch',
        logo: image,
        imageURL: image,
        navigateType: 'local',
        navigatePath: '/RestaurantMenu',
        rank: 1,
        categories: [{ id: 'breakfast', title: 'Breakfast', imageURL: image }],
        offerings: [
          {
            id: 'eggs',
            categoryId: 'breakfast',
            title: 'Eggs Benedict',
            time: '07:00 - 11:00',
            description: 'Two eggs\n\nOn sourdough',
            price: 95,
            imageURL: image,
          },
        ],
      };
    case 'themes':
      return {
        primary: '#c62828',
        secondary: '#2e7d32',
        onPrimary: '#ffffff',
        banner: image,
        gradientStart: '#c62828',
        gradientEnd: '#8e0000',
        bottomBarBackground: '#ffffff',
        bottomBarActive: '#c62828',
        bottomBarInactive: '#757575',
      };
  }
}

/** PUT one record. */
export const putContent = (app: FastifyInstance, who: Caller, estateId: number, kind: string, id: string, body: unknown): Promise<Answer<ContentSaveAnswer>> =>
  call<ContentSaveAnswer>(app, 'PUT', API.content(estateId, kind, id), who, body);

export const deleteContent = (app: FastifyInstance, who: Caller, estateId: number, kind: string, id: string): Promise<Answer<ContentSaveAnswer>> =>
  call<ContentSaveAnswer>(app, 'DELETE', API.content(estateId, kind, id), who);

export const importContent = (app: FastifyInstance, who: Caller, estateId: number, kind: string, items: unknown): Promise<Answer<ContentSaveAnswer>> =>
  call<ContentSaveAnswer>(app, 'POST', API.contentImport(estateId, kind), who, items);

/** Uploads bytes through POST /sdk/files with the given type; answers status, URL and message. */
export async function uploadAs(
  app: FastifyInstance,
  who: Caller,
  bytes: Buffer,
  contentType: string,
): Promise<{ status: number; url: string; detail: string }> {
  const res = await app.inject({
    method: 'POST',
    url: API.files,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload: bytes,
  });
  const body = res.json<{ details?: { url: string }[]; errorDetails?: { detail: string } }>();
  return { status: res.statusCode, url: body.details?.[0]?.url ?? '', detail: body.errorDetails?.detail ?? '' };
}

export { pdfBytes, pngBytes } from '../helpers/test-files';
