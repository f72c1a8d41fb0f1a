/** The header shows at most 10 characters of the user name (docs/product.md §9). */
export const USER_NAME_MAX = 10;

export function truncateUserName(name: string, max = USER_NAME_MAX): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
