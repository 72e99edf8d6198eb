/** Reads the frames of a server-sent event stream (the sync poke stream) from a fetch body. */
export function frames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next frame's text, '' once the stream ended. */
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        const { value, done } = await reader.read();
        if (done) return '';
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The version of the next poke (keepalives skipped); throws when the stream ends first. */
    async nextPoke(): Promise<number> {
      for (;;) {
        const frame = await this.next();
        if (frame === '') throw new Error('stream ended');
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (frame.includes('event: poke') && data) return (JSON.parse(data.slice(6)) as { v: number }).v;
      }
    },
    /** Stops reading (the server sees the stream close). */
    async cancel(): Promise<void> {
      await reader.cancel().catch(() => undefined);
    },
  };
}
