/** wa.me link of a phone number as typed in the theme ('+91 98765-43210'); null when empty. */
export function whatsappHref(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}
