import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWhenIdle } from './warm-qr';

describe('repeatWhenIdle', () => {
  const idle = new Map<number, () => void>();
  let nextId = 1;
  afterEach(() => {
    vi.unstubAllGlobals();
    idle.clear();
  });
  const stubIdle = () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      const id = nextId++;
      idle.set(id, run);
      return id;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  };
  const runIdle = () => {
    const [id, run] = [...idle.entries()][0] ?? [];
    if (id === undefined || !run) return false;
    idle.delete(id);
    run();
    return true;
  };

  it('runs the step once per idle moment until it answers false', () => {
    stubIdle();
    let calls = 0;
    repeatWhenIdle(() => ++calls < 3);
    expect(calls).toBe(0);
    expect(idle.size).toBe(1);
    while (runIdle());
    expect(calls).toBe(3);
    expect(idle.size).toBe(0);
  });

  it('stops at the cancel', () => {
    stubIdle();
    let calls = 0;
    const cancel = repeatWhenIdle(() => ++calls < 10);
    runIdle();
    runIdle();
    cancel();
    expect(runIdle()).toBe(false);
    expect(calls).toBe(2);
  });
});
