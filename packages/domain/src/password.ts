/** Password rule (docs/product.md §5): at least 8 characters with at least one digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE = 'Password should contain 8 character & 1 digit';

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
}

/** User names: 4 to 32 letters, digits, dot, underscore or dash; compared without case. */
export function isValidUserName(userName: string): boolean {
  return /^[A-Za-z0-9._-]{4,32}$/.test(userName);
}

/** Indian mobile numbers: 10 digits starting 6-9 (an optional +91 is stripped first). */
export function normaliseMobile(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email);
}
