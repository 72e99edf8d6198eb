import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { coalesced } from './coalesce';
import { uploadPhoto } from '../app/photo-files';
import { OfflineError } from './transport';
import { browserOffline } from './network';

/*
 * Pictures taken on this device wait in a Dexie table until they can go: each pass takes them
 * oldest first, skips one whose upload failed (its message stays until the user drops it) or
 * whose owner is not on the server yet, drops one whose owner is gone, uploads the rest one at
 * a time (POST /sdk/files), and hands each URL to its owner through the outbox. Offline the
 * pass stops and the pictures wait for the next one. Vehicle photos, associates' pictures and
 * the user's own onboarding face are three such queues.
 */

/** One picture waiting on this device. */
export type QueuedPicture = { id: string; blob: Blob; error?: string };

/** Whether a picture may go now, must wait (its owner is not on the server yet), or is dropped (its owner is gone). */
export type Readiness = 'go' | 'wait' | 'drop';

export type UploadQueueSpec<Item extends QueuedPicture> = {
  /** The waiting pictures, oldest first. */
  waiting(): Promise<Item[]>;
  /** Before the upload, and again before the URL is attached ('wait' then counts as 'go'). */
  readiness(item: Item): Promise<Readiness>;
  /** The bytes sent (default: as kept). */
  prepare?(item: Item): Promise<Blob>;
  /** The uploaded URL becomes the owner's (a mutation through the outbox). */
  attach(item: Item, url: string): Promise<void>;
  /** The upload failed for another reason than the connection: keep a message on the picture, or drop it. */
  refused(item: Item, error: unknown): Promise<void>;
  /** The picture leaves the queue (attached, or its owner is gone). */
  remove(item: Item): Promise<void>;
};

/** What one pass did. */
export type UploadPass<Item> = { offline: boolean; attached: Item[]; refused: Item[] };

/** One pass over the queue (no two at once: use `uploadQueue`'s `run`). */
export async function uploadPass<Item extends QueuedPicture>(spec: UploadQueueSpec<Item>): Promise<UploadPass<Item>> {
  const pass: UploadPass<Item> = { offline: false, attached: [], refused: [] };
  for (const item of await spec.waiting()) {
    if (item.error) continue;
    const before = await spec.readiness(item);
    if (before === 'wait') continue;
    if (before === 'drop') {
      await spec.remove(item);
      continue;
    }
    let url: string;
    try {
      url = await uploadPhoto(spec.prepare ? await spec.prepare(item) : item.blob);
    } catch (error) {
      if (error instanceof OfflineError) return { ...pass, offline: true };
      await spec.refused(item, error);
      pass.refused.push(item);
      continue;
    }
    if ((await spec.readiness(item)) !== 'drop') {
      await spec.attach(item, url);
      pass.attached.push(item);
    }
    await spec.remove(item);
  }
  return pass;
}

export type UploadQueue = {
  /** Runs a pass now (one at a time; a call during a pass runs one more); nothing while offline. */
  run(): Promise<void>;
  /** On a screen: a pass now, when the device comes back online, and whenever a picture becomes ready. */
  useUploader(): void;
};

export function uploadQueue<Item extends QueuedPicture>(spec: UploadQueueSpec<Item>): UploadQueue {
  const runs = coalesced(async () => {
    await uploadPass(spec);
  });
  const run = () => (browserOffline() ? Promise.resolve() : runs());
  // biome-ignore lint/correctness/noComponentHookFactories: made once per queue at module load, so every render calls the same hook.
  const useUploader = () => {
    const ready = useLiveQuery(async () => {
      const ids: string[] = [];
      for (const item of await spec.waiting()) if (!item.error && (await spec.readiness(item)) === 'go') ids.push(item.id);
      return ids.join(',');
    }, []);
    useEffect(() => {
      if (ready) void run();
    }, [ready]);
    useEffect(() => {
      void run();
      const onOnline = () => void run();
      window.addEventListener('online', onOnline);
      return () => window.removeEventListener('online', onOnline);
    }, []);
  };
  return { run, useUploader };
}
