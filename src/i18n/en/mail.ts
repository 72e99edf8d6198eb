/** The e-mails the server sends, each as a subject, a plain-text body and the same body as HTML. */
export type MailText = { subject: string; text: string; html: string };

/** A piece of a paragraph: the catalogue's own words, a value (escaped in HTML), a link, or a value in bold. */
type Piece = string | { value: string } | { link: string } | { strong: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function plainPiece(piece: Piece): string {
  if (typeof piece === 'string') return piece;
  if ('link' in piece) return piece.link;
  if ('strong' in piece) return piece.strong;
  return piece.value;
}

function htmlPiece(piece: Piece): string {
  if (typeof piece === 'string') return piece;
  if ('link' in piece) return `<a href="${escapeHtml(piece.link)}">${escapeHtml(piece.link)}</a>`;
  if ('strong' in piece) return `<strong>${escapeHtml(piece.strong)}</strong>`;
  return escapeHtml(piece.value);
}

/** Paragraphs become blank-line separated text and one `<p>` each in HTML. */
function mail(subject: string, paragraphs: Piece[][]): MailText {
  return {
    subject,
    text: paragraphs.map((p) => p.map(plainPiece).join('')).join('\n\n'),
    html: paragraphs.map((p) => `<p>${p.map(htmlPiece).join('')}</p>`).join(''),
  };
}

const hello = (firstName: string): Piece[] => ['Hello ', { value: firstName }, ','];

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A lifetime in whole minutes, or in seconds when shorter than a minute ("10 minutes", "1 second"). */
function lifetimeText(ms: number): string {
  return ms >= 60_000 ? plural(Math.round(ms / 60_000), 'minute') : plural(Math.round(ms / 1000), 'second');
}

export function resetPasswordMail(p: { firstName: string; link: string }): MailText {
  return mail('Reset your password', [
    hello(p.firstName),
    ['We received a request to reset the password of your estate app account. Open this link within 1 hour to choose a new password:'],
    [{ link: p.link }],
    ['If you did not ask for this, you can ignore this e-mail; your password stays the same.'],
  ]);
}

/** Sign-up's mail (issue 26): the link and the 6-digit code, either proves the address. */
export function verifyEmailMail(p: { firstName: string; link: string; code: string; ttlMs: number }): MailText {
  const hours = Math.round(p.ttlMs / 3600_000);
  return mail('Verify your e-mail address', [
    hello(p.firstName),
    ['Please confirm that this is your e-mail address for the estate app. Open this link:'],
    [{ link: p.link }],
    ['or enter this code on the Home screen of the app: ', { strong: p.code }],
    [`The link and the code work for ${plural(hours, 'hour')}. Until your address is verified, nothing at an estate is linked to your account.`],
    ['If you did not sign up, you can ignore this e-mail.'],
  ]);
}

export function passwordChangedMail(p: { firstName: string; publicUrl: string }): MailText {
  return mail('Your password was changed', [
    hello(p.firstName),
    [
      'The password of your estate app account was just changed and every device was signed out. If this was not you, reset your password at ',
      { link: `${p.publicUrl}/forgot-password` },
      " and contact your estate's support.",
    ],
  ]);
}

export function deleteCodeMail(p: { firstName: string; code: string; ttlMs: number }): MailText {
  return mail('Your account deletion code', [
    hello(p.firstName),
    ['Your code to delete your estate app account is ', { strong: p.code }, `. It is valid for ${lifetimeText(p.ttlMs)} and can be used once.`],
    ['If you did not ask to delete your account, ignore this e-mail and change your password.'],
  ]);
}

export function accountDeletedMail(p: { firstName: string }): MailText {
  return mail('Your account was deleted', [
    hello(p.firstName),
    ['Your estate app account and its personal details were deleted and every device was signed out.'],
  ]);
}

/** The stored mailbox (a development page that answers this machine only). */
export const MAILBOX_MESSAGES = {
  loopbackOnly: 'The mailbox is only readable from this machine.',
} as const;

/** An invitation to a role at an estate (staff module): the link opens /invitation, valid for 7 days. */
export function invitationMail(p: { estateName: string; roleText: string; inviterName: string; link: string }): MailText {
  return mail(`You are invited to ${p.estateName}`, [
    ['Hello,'],
    [{ value: p.inviterName }, ' invites you to join ', { strong: p.estateName }, ' as ', { value: p.roleText }, ' in the estate app.'],
    ['Open this link within 7 days to accept. You can create your account there, or sign in if you already have one:'],
    [{ link: p.link }],
    ['If you did not expect this, you can ignore this e-mail.'],
  ]);
}

/** The estate manager's decision on a request to join (membership module): approved as a role, or declined with the reason. */
export function membershipDecisionMail(
  p: { firstName: string; estateName: string } & ({ approved: true; roleText: string } | { approved: false; reason: string }),
): MailText {
  if (p.approved) {
    return mail(`Welcome to ${p.estateName}`, [
      hello(p.firstName),
      ['Your request to join ', { strong: p.estateName }, ' was approved: you are ', { value: p.roleText }, '.'],
      ['Open the estate app: your home screen shows your tiles after the next refresh.'],
    ]);
  }
  return mail(`Your request to join ${p.estateName}`, [
    hello(p.firstName),
    ['Your request to join ', { strong: p.estateName }, ' was declined by the estate manager.'],
    ['Reason: ', { value: p.reason }],
    ['If you think this is a mistake, please contact the estate.'],
  ]);
}
