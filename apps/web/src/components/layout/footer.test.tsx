import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { paths } from '../../config/paths';
import { COMPACT_QUERY } from '../bet-slip/use-compact-screen';
import { renderInShell, testConfiguration } from '../test/render';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen `width` px wide, as matchMedia answers the compact-screen query (max-width: 900px). */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === COMPACT_QUERY && width <= 900,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const gameLinks = () =>
  within(screen.getByRole('heading', { level: 3, name: 'Game' }).parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Footer', () => {
  it('b2c: game, company, resources and support columns; company links navigate', async () => {
    await renderInShell(<Footer />, { config: testConfiguration('b2c') });
    expect(headings()).toEqual(['Game', 'Company', 'Resources', 'Support']);
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe(paths.aboutUs);
    expect(screen.getByRole('link', { name: 'Terms And Conditions' }).getAttribute('href')).toBe(paths.terms);
    // Labels without a target never become links.
    expect(screen.queryByRole('link', { name: 'Sitemap' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'FAQ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'E-Sports' })).toBeNull();
  });

  it('b2c: the Resources column links Blogs and Promotions to their pages', async () => {
    await renderInShell(<Footer />, { config: testConfiguration('b2c') });
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(paths.promotions);
    expect(screen.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe(paths.blogs);
    expect(screen.queryByRole('button', { name: 'Blogs' })).toBeNull();
  });

  it('b2c at phone width: the Game column leads with Online Sport Exchange at /online-exchange', async () => {
    screenWidth(390);
    await renderInShell(<Footer />, { config: testConfiguration('b2c') });
    expect(gameLinks()[0]).toBe('Online Sport Exchange');
    expect(screen.getByRole('link', { name: 'Online Sport Exchange' }).getAttribute('href')).toBe(paths.onlineExchange);
    expect(screen.queryByRole('link', { name: 'Exchange' })).toBeNull();
  });

  it('keeps Exchange at /exchange on wide b2c screens and on b2b phones', async () => {
    screenWidth(1280);
    await renderInShell(<Footer />, { config: testConfiguration('b2c') });
    expect(gameLinks()[0]).toBe('Exchange');
    expect(screen.getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe(paths.exchange);
    expect(screen.queryByText('Online Sport Exchange')).toBeNull();
    cleanup();

    screenWidth(390);
    await renderInShell(<Footer />, { config: testConfiguration('b2b') });
    expect(gameLinks()[0]).toBe('Exchange');
    expect(screen.queryByText('Online Sport Exchange')).toBeNull();
  });

  it("b2c: an entry without a target says 'Feature Comming Soon!'; Download App says 'App Will be launched Soon'", async () => {
    await renderInShell(<Footer />, { config: testConfiguration('b2c') });
    render(<Toaster />);
    fireEvent.click(screen.getByRole('button', { name: 'E-Sports' }));
    expect(await screen.findByText('Feature Comming Soon!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download App' }));
    expect(await screen.findByText('App Will be launched Soon')).toBeTruthy();
  });

  it('b2b: only game and company columns, and every entry is plain text', async () => {
    await renderInShell(<Footer />, { config: testConfiguration('b2b') });
    expect(headings()).toEqual(['Game', 'Company']);
    expect(screen.getByText('Exchange').closest('a')).toBeNull();
    expect(screen.getByText('Live Casino').closest('a')).toBeNull();
    expect(screen.queryByRole('button', { name: 'E-Sports' })).toBeNull();
    expect(screen.getByText('About Us').closest('a')).toBeNull();
    expect(screen.getByText('Privacy Policy').closest('a')).toBeNull();
    expect(screen.queryByText('Blogs')).toBeNull();
    // No entry navigates on b2b, nor answers a tap; there is no app button.
    expect(screen.queryByRole('button', { name: 'Sitemap' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download App' })).toBeNull();
  });

  it('links a page only once its route exists', async () => {
    const registered = new Set<string>([paths.aboutUs, paths.blogs]);
    await renderInShell(<Footer />, { isAvailable: (to) => registered.has(to) });
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blogs' })).toBeTruthy();
    // An entry with a target whose route is not registered stays text.
    expect(screen.getByText('Live Casino').closest('a')).toBeNull();
    expect(screen.getByText('Promotions').closest('a')).toBeNull();
  });

  it('shows the theme texts, web-only social links, the WhatsApp number and the payment marks', async () => {
    const config = testConfiguration('b2c', {
      socialMedia: {
        facebook: 'facebook.com/demo',
        twitter: '',
        instagram: 'javascript:alert(1)',
        telegram: 'https://t.me/demo',
        youtube: '',
        website: '',
        signal: '',
      },
      registration: { whatsappNumber: '+91 98765 43210' },
    });
    await renderInShell(<Footer />, { config });
    expect(screen.getByText('Operated under licence.')).toBeTruthy();
    expect(screen.getByText('© 2026 Demo Exchange')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/demo');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/demo');
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.getByRole('link', { name: /98765 43210/ }).getAttribute('href')).toBe('https://wa.me/919876543210');
    const marks = within(screen.getByRole('list', { name: 'Payment methods' }));
    for (const name of ['Visa', 'American Express', 'PayPal', 'Amazon Pay', 'Discover', 'UPI'])
      expect(marks.getByRole('img', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
