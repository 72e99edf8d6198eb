import type { Booking, BookingLine } from '../../contract/bookings';
import { resourceSubtitle, resourceTitle } from '../../domain/bookings';
import { t } from '../../i18n';
import '../../i18n/areas/bookings';

/** Spec: a resource's name is two parts separated by a pipe: first the subtitle or location, second the title or facility. */
export function resourceParts(name: string): { subtitle: string; title: string } {
  return { subtitle: resourceSubtitle(name), title: resourceTitle(name) };
}

/** 'HH:mm - HH:mm'. */
export function timesText(start: string, end: string): string {
  return t('bookings.hoursRange', { start, end });
}

/** The booking's resources as the detail lists them (title, with a quantity above one). */
export function resourcesText(lines: readonly BookingLine[]): string {
  return lines.map((line) => `${resourceParts(line.name).title}${line.quantity > 1 ? ` x ${line.quantity}` : ''}`).join(', ');
}

/** What the card and the detail call the booking: its facility, else its first resource. */
export function facilityText(booking: Pick<Booking, 'serviceName' | 'resources'>): string {
  return booking.serviceName || resourceParts(booking.resources[0]?.name ?? '').title;
}
