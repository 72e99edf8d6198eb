/**
 * A name someone else typed (a visitor's, a resident's) as it goes into an e-mail: one line of
 * plain text, at most `max` characters (the contract's length), with nothing a mail reader would
 * turn into a link. The contract refuses link-like names (src/contract/person-name.ts); this is the
 * mail's own guard for rows stored before that check and for names no contract reads (a profile's
 * display name): `://` becomes `[:]//`, a dot between a host's labels `[.]`, `@` ` [at] `, the way
 * security mail defangs addresses. The HTML part escapes it again like any text.
 */
export function plainName(value: string, max = 100): string {
  const oneLine = value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
  const short = [...oneLine].slice(0, max).join('');
  return short
    .replace(/:\/\//g, '[:]//')
    .replace(/\b(www)\./giu, '$1[.]')
    .replace(/([\p{L}\p{N}])\.(?=\p{L}{2,})/gu, '$1[.]')
    .replace(/@/g, ' [at] ');
}
