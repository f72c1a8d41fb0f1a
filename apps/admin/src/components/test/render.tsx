import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** A JSON `body`, or `bytes` of a `type` (an image call). */
export type Answer = { status?: number; body: unknown } | { status?: number; bytes: Uint8Array<ArrayBuffer>; type: string };
export type Handler = (url: string, init: RequestInit) => Answer | undefined;

/**
 * Stubs fetch with `handler`; an unhandled call fails the way an unreachable server would.
 * Answers the mock, whose calls the tests read back.
 */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = handler(String(input), init);
    if (!answer) throw new TypeError('fetch failed');
    if ('bytes' in answer) return new Response(answer.bytes, { status: answer.status ?? 200, headers: { 'content-type': answer.type } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made: method, URL and parsed JSON body. */
export function callsOf(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([u, init]) => ({
    method: init?.method ?? 'GET',
    url: String(u),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    authorization: (init?.headers as Record<string, string> | undefined)?.authorization,
  }));
}

/** A list answer with page info, as the server's paged calls send it. */
export function paged<T>(docs: T[], page = 1, limit = 20, totalDocs = docs.length) {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? page - 1 : null,
    showingFrom: totalDocs === 0 ? 0 : (page - 1) * limit + 1,
    showingTo: Math.min(page * limit, totalDocs),
    totalDocs,
    totalPages,
  };
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders inside what the app gives its screens: query client, router, toaster. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Where />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
