import { useCallback, useEffect, useRef, useState } from 'react';
import type { VisitorType } from '../contract/invites';
import { db } from '../db/db';
import { capitaliseName, cleanPhone, defaultVisit, estateClock, inviteKind, inviteWindow, timesStillOpen, type InviteForm } from '../domain/invites';
import { newRowId } from '../sync/mutate';
import type { InviteCreateInput, InviteNames } from './visitors.api';

/*
 * The visitor invite being made lives in db.drafts (key 'visitor-invite') from the first field on,
 * so moving between the form, the type screen, the details and the preview, or a reload, keeps it.
 * Its inviteId is made with the draft, so a second tap on Invite cannot make a second invite.
 */

export const INVITE_DRAFT_KEY = 'visitor-invite';

export type InviteDraft = InviteForm & {
  estateId: number;
  unitNo: string;
  inviteId: string;
  visitorEmail: string;
  /** The chosen visitor type (spec: pkivisitorInviteTypeID; 0 = none yet). */
  typeName: string;
  isDelivery: boolean;
  isServiceProvider: boolean;
  multiEntry: boolean;
  regularVisitorId: string;
  /** Concierge mode (spec 2 visitor unit picker: `userID`): the resident a concierge invites for; absent for the user's own. */
  userID?: string;
};

export function newInviteDraft(estateId: number, unitNo: string, now: Date = new Date(), userID = ''): InviteDraft {
  const visit = defaultVisit(now);
  return {
    ...(userID ? { userID } : {}),
    estateId,
    unitNo,
    inviteId: newRowId(),
    visitorName: '',
    visitorPhoneNumber: '',
    visitorEmail: '',
    date: visit.date,
    times: visit.times,
    validity: 0,
    endDate: '',
    startSlot: null,
    endSlot: null,
    zoneIds: [],
    typeId: 0,
    typeName: '',
    isDelivery: false,
    isServiceProvider: false,
    multiEntry: false,
    regularVisitorId: '',
  };
}

/**
 * A draft left on a day already past, or whose hours have since passed, starts again from today's
 * default visit (the pickers only offer what is still ahead).
 */
function freshened(draft: InviteDraft, now: Date): InviteDraft {
  const stale =
    draft.date < estateClock(now).date || (draft.validity === 0 && draft.times.length > 0 && timesStillOpen(draft.date, draft.times, now).length === 0);
  if (!stale) return draft;
  const visit = defaultVisit(now);
  return { ...draft, date: visit.date, times: visit.times, endDate: '', startSlot: null, endSlot: null };
}

export async function readInviteDraft(): Promise<InviteDraft | null> {
  return ((await db.drafts.get(INVITE_DRAFT_KEY))?.value as InviteDraft | undefined) ?? null;
}

export async function saveInviteDraft(draft: InviteDraft): Promise<void> {
  await db.drafts.put({ key: INVITE_DRAFT_KEY, value: draft, savedAt: Date.now() });
}

export async function clearInviteDraft(): Promise<void> {
  await db.drafts.delete(INVITE_DRAFT_KEY);
}

/** Starts a new invite for a unit (Add Visitor), replacing any draft left. */
export async function startInviteDraft(estateId: number, unitNo: string): Promise<InviteDraft> {
  const draft = newInviteDraft(estateId, unitNo);
  await saveInviteDraft(draft);
  return draft;
}

/**
 * The draft as a screen edits it: loaded once from Dexie (a new one for `unitNo` when none is
 * kept or it is for another unit), kept in React state so typing stays smooth, and written back
 * on every change. undefined while loading, null when there is none and no unit to start one for.
 */
export function useInviteDraft(
  estateId: number | undefined,
  unitNo: string,
  /** A concierge's resident (their draft is kept apart from the concierge's own and other residents'). */
  userID = '',
): { draft: InviteDraft | null | undefined; change: (update: (draft: InviteDraft) => InviteDraft) => void } {
  const [draft, setDraft] = useState<InviteDraft | null | undefined>(undefined);
  const current = useRef<InviteDraft | null>(null);
  useEffect(() => {
    if (estateId === undefined) return;
    let cancelled = false;
    void (async () => {
      let stored = await readInviteDraft();
      if (stored && (stored.estateId !== estateId || (unitNo !== '' && (stored.unitNo !== unitNo || (stored.userID ?? '') !== userID)))) stored = null;
      if (!stored && unitNo !== '') stored = newInviteDraft(estateId, unitNo, new Date(), userID);
      if (stored) {
        stored = freshened(stored, new Date());
        await saveInviteDraft(stored);
      }
      if (cancelled) return;
      current.current = stored;
      setDraft(stored);
    })();
    return () => {
      cancelled = true;
    };
  }, [estateId, unitNo, userID]);

  const change = useCallback((update: (draft: InviteDraft) => InviteDraft) => {
    const before = current.current;
    if (!before) return;
    const next = update(before);
    current.current = next;
    setDraft(next);
    void saveInviteDraft(next);
  }, []);
  return { draft, change };
}

/** The draft with a visitor type chosen (only one at a time); a contractor gets no multi-day choice. */
export function withType(draft: InviteDraft, type: VisitorType): InviteDraft {
  const kind = inviteKind(type);
  const contractor = kind !== 'visitor';
  return {
    ...draft,
    typeId: type.pkivisitorInviteTypeID,
    typeName: type.tileDisplayTitle,
    isDelivery: kind === 'delivery',
    isServiceProvider: kind === 'serviceProvider',
    ...(contractor && draft.validity > 1 ? { validity: 0, endDate: '', startSlot: null, endSlot: null } : {}),
  };
}

/** What the form decided, as `invites.create` takes it (the contract trims and checks it), and the names the optimistic row shows. */
export function draftToInvite(draft: InviteDraft): { input: InviteCreateInput; names: InviteNames } | null {
  const window = inviteWindow(draft);
  if (!window) return null;
  return {
    input: {
      inviteId: draft.inviteId,
      estateId: draft.estateId,
      unitNo: draft.unitNo,
      pkivisitorInviteTypeID: draft.typeId,
      visitorName: capitaliseName(draft.visitorName.trim()),
      visitorPhoneNumber: cleanPhone(draft.visitorPhoneNumber),
      visitorEmail: draft.visitorEmail.trim(),
      ...window,
      dayCount: draft.validity,
      multiEntry: draft.multiEntry,
      accessZoneIDList: [...draft.zoneIds],
      regularVisitorId: draft.regularVisitorId,
      ...(draft.userID ? { userID: draft.userID } : {}),
    },
    names: { kind: draft.isDelivery ? 'delivery' : draft.isServiceProvider ? 'serviceProvider' : 'visitor', inviteTypeName: draft.typeName },
  };
}
