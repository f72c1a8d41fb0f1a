import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShell, testConfiguration } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { Header } from './header';

resetSessionBetweenTests();

/** The classes of an element that apply with no breakpoint variant (the phone layout). */
const phoneClasses = (el: Element) => el.className.split(/\s+/).filter((c) => !c.includes(':'));

/**
 * The signed-out header at 390 px (b2c: Menu, brand, Rules, Login, Register). The brand may
 * truncate (a long white-label name must not push the buttons off), so the controls beside it
 * stay slim on phones and the brand steps down a size below 400 px; at 390 px "Backlay" then
 * reads whole (checked in Chromium at 320 to 1300 px: it fits from 360 px up). jsdom has no
 * layout, so this pins the classes that make the room.
 */
describe('signed-out header on phones', () => {
  it('keeps Login and Register slim below 768 px and at full size on desktop', async () => {
    await renderInShell(<Header />, { config: testConfiguration('b2c', { logoText: 'Backlay' }) });
    for (const name of ['Login', 'Register']) {
      const button = screen.getByRole('button', { name });
      expect(phoneClasses(button)).toContain('px-2');
      expect(phoneClasses(button)).not.toContain('px-3.5');
      expect(button.className).toContain('nav:px-5');
    }
  });

  it('shows the brand a step smaller below 400 px and the Rules label only from 768 px', async () => {
    await renderInShell(<Header />, { config: testConfiguration('b2c', { logoText: 'Backlay' }) });
    const brand = screen.getByRole('link', { name: 'Backlay home' }).firstElementChild!;
    expect(brand.className).toContain('max-xs:text-lg');
    expect(brand.className).toContain('text-xl');
    const rulesLabel = screen.getByRole('button', { name: 'Rules' }).querySelector('span')!;
    expect(rulesLabel.className).toBe('max-md:sr-only');
  });
});
