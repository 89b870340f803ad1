/** `a•••@example.com`: enough for an administrator to tell two guests apart, not to write to them. */
export function maskEmail(email: string) {
  const at = email.indexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}
