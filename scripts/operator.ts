import type { Config } from '../server/config';
import type { Db } from '../server/db/database';
import { listOpenMail, requeueMail } from '../server/mail/outbox.service';
import { createSetupLink } from '../server/modules/operator/setup.service';
import { runOnDatabase } from './run-on-database';

/**
 * The operator's commands, on the configured database (DATA_DIR's SQLite file or DATABASE_URL),
 * brought up to date first:
 *
 * - `add <email>` prints a one-time set-up link bound to that e-mail. The link makes a new account
 *   an operator, or an existing one once its password is given.
 * - `mail` lists the mails the outbox has not sent (pending and failed): address, subject, tries
 *   and the last error.
 * - `mail retry <id|all-failed>` makes one mail, or every failed one, due again with a full set of
 *   tries; a running server sends them within seconds.
 */
const USAGE = ['Usage: npm run operator -- add <email>', '       npm run operator -- mail', '       npm run operator -- mail retry <id|all-failed>'].join('\n');

type Command = { kind: 'add'; email: string } | { kind: 'mail' } | { kind: 'retry'; which: { id: string } | 'all-failed' };

function parse(args: readonly string[]): Command | undefined {
  const [command, first, second, ...rest] = args;
  if (command === 'add' && first && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(first) && second === undefined) return { kind: 'add', email: first };
  if (command === 'mail' && first === undefined) return { kind: 'mail' };
  if (command === 'mail' && first === 'retry' && second && rest.length === 0)
    return { kind: 'retry', which: second === 'all-failed' ? 'all-failed' : { id: second } };
  return undefined;
}

async function run(command: Command, db: Db, config: Config): Promise<number> {
  if (command.kind === 'add') {
    const link = await createSetupLink(db, config, command.email);
    console.log(`One-time operator set-up link for ${command.email.trim().toLowerCase()}:\n${link}`);
    return 0;
  }
  if (command.kind === 'mail') {
    await printOpenMail(db);
    return 0;
  }
  const count = await requeueMail(db, command.which);
  if (count === 0) {
    console.error(command.which === 'all-failed' ? 'No failed mail to retry.' : `No pending or failed mail with id ${command.which.id}.`);
    return 1;
  }
  console.log(`Queued ${count} mail${count === 1 ? '' : 's'} again; a running server sends ${count === 1 ? 'it' : 'them'} within seconds.`);
  return 0;
}

/** One block per mail: the outbox's rows are few (sent ones are not listed), and errors are long. */
async function printOpenMail(db: Db): Promise<void> {
  const mails = await listOpenMail(db);
  if (mails.length === 0) {
    console.log('No pending or failed mail.');
    return;
  }
  for (const mail of mails) {
    const due = mail.state === 'pending' ? `, next try ${new Date(Number(mail.next_attempt_at)).toISOString()}` : '';
    console.log(`${mail.id}  ${mail.state.toUpperCase()}  ${mail.attempts} tr${Number(mail.attempts) === 1 ? 'y' : 'ies'}${due}`);
    console.log(`  to:       ${mail.to_address}`);
    console.log(`  subject:  ${mail.subject} (${mail.what}, queued ${new Date(Number(mail.created_at)).toISOString()})`);
    if (mail.last_error) console.log(`  error:    ${mail.last_error.replace(/\s+/g, ' ')}`);
  }
  const failed = mails.filter((m) => m.state === 'failed').length;
  console.log(`\n${mails.length - failed} pending, ${failed} failed. Retry with: npm run operator -- mail retry <id|all-failed>`);
}

const command = parse(process.argv.slice(2));
if (command) runOnDatabase((db, config) => run(command, db, config));
else {
  console.error(USAGE);
  process.exit(2);
}
