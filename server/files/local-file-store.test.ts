import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectImageType } from './detect-type';
import { createLocalFileStore } from './local-file-store';

describe('detectImageType', () => {
  it('knows JPEG, PNG and WebP by their magic bytes, and nothing else', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]))).toBe('image/webp');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('local file store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = createLocalFileStore(dir);

  it('stores, reads back and deletes bytes under DATA_DIR/files', async () => {
    await store.put('abcdefgh1234', Buffer.from('hello'));
    expect(fs.readFileSync(path.join(dir, 'files', 'abcdefgh1234'), 'utf8')).toBe('hello');
    expect((await store.get('abcdefgh1234'))?.toString()).toBe('hello');
    await store.delete('abcdefgh1234');
    expect(await store.get('abcdefgh1234')).toBeUndefined();
  });

  it('refuses ids that could leave its folder', async () => {
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe file id');
    await expect(store.get('a/b')).rejects.toThrow('unsafe file id');
  });
});
