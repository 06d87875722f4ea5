/**
 * The username the specification derives from an e-mail address: the part before the at-sign,
 * lower-cased, every character other than a-z and 0-9 removed. May be empty (e.g. "+@x.io").
 */
export function deriveUsername(email: string): string {
  const at = email.indexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  return local.toLowerCase().replace(/[^a-z0-9]/g, '');
}
