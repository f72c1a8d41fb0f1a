/**
 * The password a flagged account just logged in with, kept in memory only (never stored) so
 * the forced change-password popup can prefill the old password (docs/product.md §4: "the
 * password is kept temporarily"). Cleared once the change is done or abandoned.
 */
let held: string | null = null;

export const tempPassword = {
  keep(password: string) {
    held = password;
  },
  peek(): string {
    return held ?? '';
  },
  forget() {
    held = null;
  },
};
