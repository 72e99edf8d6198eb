import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { InviteWhen } from '../../domain/invites';

/*
 * The regular visitor forms live in db.drafts between their form and their confirm screen, so
 * Cancel (back), a reload, or an Invite tried offline keep everything; a draft goes once the
 * server took it (or the invite was queued).
 */

/** A keyed draft with its shape check: read, watch, write, drop. */
function draftStore<T>(key: string, isDraft: (value: unknown) => value is T) {
  return {
    useValue(): T | null | undefined {
      return useLiveQuery(async () => {
        const value = (await db.drafts.get(key))?.value;
        return isDraft(value) ? value : null;
      }, []);
    },
    async read(): Promise<T | null> {
      const value = (await db.drafts.get(key))?.value;
      return isDraft(value) ? value : null;
    },
    async save(value: T): Promise<void> {
      await db.drafts.put({ key, value, savedAt: Date.now() });
    },
    async clear(): Promise<void> {
      await db.drafts.delete(key);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The 'add regular visitor' form: name, number and e-mail for a unit, with the zones. */
export type AddVisitorDraft = { estateId: number; unitNo: string; standNo: string; name: string; phone: string; email: string; zoneIds: number[] };

export const addVisitorDraft = draftStore<AddVisitorDraft>(
  'regular-visitor-add',
  (value): value is AddVisitorDraft =>
    isObject(value) && typeof value.estateId === 'number' && typeof value.unitNo === 'string' && typeof value.name === 'string' && Array.isArray(value.zoneIds),
);

/**
 * An invite for an approved regular visitor (/sendVisitorInvite to /visitorOnboardPreview). The
 * inviteId is made with the draft, so a second tap on Invite cannot make a second invite.
 */
export type VisitorInviteDraft = InviteWhen & {
  estateId: number;
  unitNo: string;
  regularVisitorId: string;
  inviteId: string;
  visitorName: string;
  visitorPhoneNumber: string;
  visitorEmail: string;
  zoneIds: number[];
  multiEntry: boolean;
  typeId: number;
  typeName: string;
};

export const visitorInviteDraft = draftStore<VisitorInviteDraft>(
  'regular-visitor-invite',
  (value): value is VisitorInviteDraft =>
    isObject(value) &&
    typeof value.inviteId === 'string' &&
    typeof value.regularVisitorId === 'string' &&
    Array.isArray(value.times) &&
    Array.isArray(value.zoneIds),
);
