import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BLOG_MESSAGES, type BlogPost } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { BlogPostsRoute } from './blog-posts';

resetBetweenTests();

const published: BlogPost = {
  _id: 'p1',
  whiteLabelId: 'wl1',
  slug: 'back-and-lay-how-the-exchange-works',
  title: 'Back and lay: how the exchange works',
  summary: 'Backing, laying and liability explained.',
  body: 'First paragraph.\n\nSecond paragraph.',
  status: 'published',
  publishedAt: '2026-11-28T10:00:00.000Z',
  createdBy: 'whitelabel1',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const draft: BlogPost = { ...published, _id: 'p2', slug: 'cash-out', title: 'Cash out', summary: '', status: 'draft', publishedAt: null };

const profile = { body: { docs: { _id: 'u1', userName: 'whitelabel1', userType: 'whiteLabel', whiteLabelId: 'wl1' } } };
const LIST = '/api/whiteLabel/setting/blog/wl1';

describe('Blog posts', () => {
  it('lists the label’s posts with status and dates, and writes a new one', async () => {
    signInAs('whiteLabel');
    let posts = [draft, published];
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/whiteLabel/profile')) return profile;
      if (url.startsWith(LIST) && (init.method ?? 'GET') === 'GET') return { body: paged(posts) };
      if (url === LIST && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Partial<BlogPost>;
        const created = { ...draft, ...body, _id: 'p3', slug: 'playing-responsibly', publishedAt: '2026-12-01T10:00:00.000Z' } as BlogPost;
        posts = [created, ...posts];
        return { body: { message: BLOG_MESSAGES.created, docs: created } };
      }
      return undefined;
    });
    renderWithProviders(<BlogPostsRoute />);
    const row = (await screen.findByText('Back and lay: how the exchange works')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('/blogs/back-and-lay-how-the-exchange-works')).toBeTruthy();
    expect(within(row).getAllByText(/28 Nov 2026/)).toHaveLength(2); // published and last change
    const draftRow = screen.getByText('Cash out').closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    expect(within(draftRow).getByText('—')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await within(dialog).findByText(BLOG_MESSAGES.titleLength)).toBeTruthy();
    expect(within(dialog).getByText(BLOG_MESSAGES.bodyLength)).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Playing responsibly' } });
    fireEvent.change(within(dialog).getByLabelText('Summary (shown in the list)'), { target: { value: 'Limits and breaks.' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Set a budget.\n\nTake breaks.' } });
    fireEvent.click(within(dialog).getByLabelText(/Published/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText(BLOG_MESSAGES.created)).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Playing responsibly',
      summary: 'Limits and breaks.',
      body: 'Set a budget.\n\nTake breaks.',
      status: 'published',
    });
    expect(await screen.findByText('Playing responsibly')).toBeTruthy();
  });

  it('edits a post with its texts filled in, and shows the server’s refusal in place', async () => {
    signInAs('whiteLabel');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/whiteLabel/profile')) return profile;
      if (url.startsWith(LIST) && (init.method ?? 'GET') === 'GET') return { body: paged([published]) };
      if (url === `${LIST}/p1` && init.method === 'PUT')
        return { status: 403, body: { code: 'FORBIDDEN', message: 'This white label is not yours' } };
      return undefined;
    });
    renderWithProviders(<BlogPostsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Back and lay: how the exchange works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe(published.title);
    expect((within(dialog).getByLabelText('Body') as HTMLTextAreaElement).value).toBe(published.body);
    expect((within(dialog).getByLabelText(/Published/) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/kept since its first publication/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/Published/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await within(dialog).findByText('This white label is not yours')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'draft' });
  });

  it('deletes a post after the confirm dialog with the transaction code', async () => {
    signInAs('whiteLabel');
    let posts = [published, draft];
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/whiteLabel/profile')) return profile;
      if (url.startsWith(LIST) && (init.method ?? 'GET') === 'GET') return { body: paged(posts) };
      if (url === `${LIST}/p2` && init.method === 'DELETE') {
        posts = posts.filter((p) => p._id !== 'p2');
        return { body: { message: BLOG_MESSAGES.deleted, docs: { _id: 'p2' } } };
      }
      return undefined;
    });
    renderWithProviders(<BlogPostsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cash out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(within(dialog).getByText(/“Cash out” is removed from the site for good/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText(BLOG_MESSAGES.deleted)).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'DELETE')?.body).toEqual({ transactionCode: '12345678' });
    await screen.findByText('Back and lay: how the exchange works');
    expect(screen.queryByText('Cash out')).toBeNull();
  });

  it('lets the administrator pick a B2C white label', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/administrator/profile'))
        return { body: { docs: { _id: 'a1', userName: 'administrator', whiteLabelId: null } } };
      if (url.startsWith('/api/administrator/setting/whiteLabel?'))
        return {
          body: paged([
            { _id: 'wl1', name: 'Backlay' },
            { _id: 'wl2', name: 'Second Brand' },
          ]),
        };
      if (url.startsWith('/api/administrator/setting/blog/wl1')) return { body: paged([published]) };
      if (url.startsWith('/api/administrator/setting/blog/wl2')) return { body: paged([]) };
      return undefined;
    });
    renderWithProviders(<BlogPostsRoute />);
    expect(await screen.findByText('Back and lay: how the exchange works')).toBeTruthy();
    const labels = callsOf(fetchMock).find((c) => c.url.startsWith('/api/administrator/setting/whiteLabel?'));
    expect(new URL(labels!.url, 'http://x').searchParams.get('type')).toBe('b2c');
    fireEvent.change(screen.getByLabelText('White label'), { target: { value: 'wl2' } });
    expect(await screen.findByText('No posts yet.')).toBeTruthy();
  });
});
