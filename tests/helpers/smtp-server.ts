import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Messages accepted, in order. */
  received: ReceivedMail[];
  /** MAIL FROM commands seen, accepted or refused: one per try nodemailer makes. */
  tries(): number;
  /** Whether the try with this number (1, 2, ...) is refused with a 451 (the mail server's "try again later"). */
  refuse(decide: (tryNumber: number) => boolean): void;
  close(): Promise<void>;
};

/**
 * A small SMTP server on a free loopback port that speaks just enough of the protocol for
 * nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT, no TLS), and refuses the tries the test says
 * with `451 4.3.0` at MAIL FROM, the answer of a mail server that is busy or greylisting.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let tries = 0;
  let decide: (tryNumber: number) => boolean = () => false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          tries += 1;
          if (decide(tries)) reply('451 4.3.0 Try again later');
          else {
            current = { from: line.slice(10).trim(), to: [], data: '' };
            reply('250 2.1.0 OK');
          }
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    tries: () => tries,
    refuse(next) {
      decide = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
