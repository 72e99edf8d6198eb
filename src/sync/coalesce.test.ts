import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('runs one pass at a time and one more pass for any calls during a pass', async () => {
    let active = 0;
    let maxActive = 0;
    let passes = 0;
    let release: () => void = () => undefined;
    const run = coalesced(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      passes += 1;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    });
    const first = run();
    const second = run();
    const third = run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    expect(passes).toBe(2);
    expect(maxActive).toBe(1);
    await run();
    expect(passes).toBe(3);
  });

  it('is free to run again after a pass that threw', async () => {
    let calls = 0;
    const run = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    await expect(run()).rejects.toThrow('offline');
    await run();
    expect(calls).toBe(2);
  });
});
