/**
 * The gate's history window, shared by the app and the server so both keep the same rows: gate
 * decisions (residents' scans, pass uses, the visitor log) younger than this are synced to the
 * estate's guard and manager devices; older ones leave the sync change log (the server's window
 * job) and the devices (pruned after each sync), and are found by the gate history search, which
 * needs a connection. Seven days: the console's "Last 7 days" and a guard's week of shifts.
 */
export const GATE_HISTORY_DAYS = 7;

const DAY_MS = 24 * 3600_000;

/** Rows of the gate history decided before this instant (epoch ms) are out of the window at `nowMs`. */
export const gateHistoryCutoff = (nowMs: number): number => nowMs - GATE_HISTORY_DAYS * DAY_MS;

/** A pass as both sides hold it: its status, its window's end (epoch seconds) and its entries (0: any number). */
export type PassEntriesWindow = { status: string; validTo: number; maxEntries: number };

/**
 * Whether a pass's uses stay on the devices past the window: the console counts a pass's entries
 * from its uses, so the uses of an active pass still in its window with a limited number of
 * entries stay until that window ends.
 */
export const keepsUses = (pass: PassEntriesWindow | undefined, nowMs: number): boolean =>
  pass !== undefined && pass.status === 'ACTIVE' && pass.maxEntries > 0 && pass.validTo >= Math.floor(nowMs / 1000);
