/** Query keys of the Blog posts screen (one place, so a save or a delete refreshes the list). */
export const blogKeys = {
  all: ['blogs'] as const,
  posts: (whiteLabelId: string, page: number) => ['blogs', 'posts', whiteLabelId, page] as const,
  whiteLabels: ['blogs', 'b2c-white-labels'] as const,
};
