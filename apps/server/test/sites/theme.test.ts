import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MAX_THEME_IMAGE_BYTES, MESSAGES, SITE_MESSAGES, siteMessage, type SiteTheme } from '@backlay/contract';
import { auditLog, themes } from '../../src/db/schema/index.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call, createMoneyTestApp, uploadedFiles, type MoneyTestApp } from '../money/money-helpers.js';
import { encodePng } from '../money/test-images.js';

/** The Theme Editor: GET|PUT api/{role}/setting/theme/{whiteLabelId} on a real database and upload folder. */

let t: MoneyTestApp;
let c: SignedInChain;
let other: SignedInChain;
beforeAll(async () => {
  t = await createMoneyTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

const url = (role: string, whiteLabelId: string) => `/api/${role}/setting/theme/${whiteLabelId}`;
const png = () => `data:image/png;base64,${encodePng(4, 4, new Uint8Array(16).fill(200)).toString('base64')}`;

async function current(chain: SignedInChain = c): Promise<SiteTheme> {
  const res = await call(t, chain.tokens.whiteLabel, 'GET', url('whiteLabel', chain.site.whiteLabel.id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().docs as SiteTheme;
}

function save(token: string, role: string, whiteLabelId: string, edit: (s: SiteTheme) => void, code: string = CODE) {
  return current().then((s) => {
    edit(s);
    return call(t, token, 'PUT', url(role, whiteLabelId), { theme: s.theme, footerTheme: s.footerTheme, transactionCode: code });
  });
}

describe('reading a theme', () => {
  it('gives the label, its hosts and the theme as the player site reads it', async () => {
    const s = await current();
    expect(s.whiteLabel).toEqual({ _id: c.site.whiteLabel.id, name: c.site.whiteLabel.name, type: 'b2c' });
    expect(s.domains).toEqual([{ host: c.site.host, type: 'b2c', bottomBar: 'sports' }]);
    const site = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host: c.site.host } });
    expect(s.theme).toEqual(site.json().docs.theme);
    expect(s.footerTheme).toEqual(site.json().docs.footerTheme);
    const admin = await call(t, c.tokens.administrator, 'GET', url('administrator', other.site.whiteLabel.id));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().docs.whiteLabel._id).toBe(other.site.whiteLabel.id);
  });
});

describe('saving a theme', () => {
  it('saves colours, texts and an uploaded logo; the player site shows them; the audit keeps before and after', async () => {
    const res = await save(c.tokens.whiteLabel, 'whiteLabel', c.site.whiteLabel.id, (s) => {
      s.theme.themeColor.primary = '#7c3aed';
      s.theme.background.dark = 'rgb(5, 10, 20)';
      s.theme.headerBottom.marqueeText = 'Cup final tonight';
      s.theme.logo = png();
      s.theme.socialMedia.telegram = 'https://t.me/brand';
      s.theme.slideShow = [{ image: '/brand/slide-1.svg', title: 'Live', link: '/inPlay' }];
      s.footerTheme.copyrighMessage = '© Brand';
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SITE_MESSAGES.themeSaved);
    const saved = res.json().docs as SiteTheme;
    expect(saved.theme.logo).toMatch(new RegExp(`^/uploads/brand/${c.site.whiteLabel.id}/[0-9a-f-]{36}\\.png$`));
    expect(existsSync(join(t.uploadDir, saved.theme.logo.slice('/uploads/'.length)))).toBe(true);
    expect(saved.updatedAt).not.toBeNull();

    const site = (await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host: c.site.host } })).json()
      .docs;
    expect(site.theme).toMatchObject({
      themeColor: { primary: '#7c3aed' },
      background: { dark: 'rgb(5, 10, 20)' },
      headerBottom: { marqueeText: 'Cup final tonight' },
      logo: saved.theme.logo,
    });
    expect(site.footerTheme.copyrighMessage).toBe('© Brand');
    const image = await t.app.inject({ method: 'GET', url: saved.theme.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, c.site.whiteLabel.id), eq(auditLog.action, 'theme.update')));
    expect(audit?.actorId).toBe(c.whiteLabel.id);
    expect((audit?.after as { theme: { logo: string } }).theme.logo).toBe(saved.theme.logo);
    expect(JSON.stringify(audit?.after)).not.toContain('base64');

    // Saving again keeps an image already uploaded as it is.
    const again = await save(c.tokens.administrator, 'administrator', c.site.whiteLabel.id, (s) => {
      s.theme.logoText = 'Renamed';
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().docs.theme).toMatchObject({ logo: saved.theme.logo, logoText: 'Renamed' });
  });

  it('answers 400 with a message for an unsafe colour, link or image, and changes nothing', async () => {
    // Real image files the label's site does not serve: a payment proof, another label's theme image.
    const foreign = [`deposits/${c.site.whiteLabel.id}/proof.png`, `brand/${other.site.whiteLabel.id}/logo.png`];
    for (const path of foreign) {
      await mkdir(join(t.uploadDir, path, '..'), { recursive: true });
      await writeFile(join(t.uploadDir, path), encodePng(4, 4, new Uint8Array(16).fill(9)));
    }
    const before = await current();
    const filesBefore = await uploadedFiles(t.uploadDir);
    const expectRefused = async (edit: (s: SiteTheme) => void, message: string) => {
      const res = await save(c.tokens.whiteLabel, 'whiteLabel', c.site.whiteLabel.id, edit);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await expectRefused((s) => (s.theme.themeColor.primary = 'red;background:url(https://x)'), siteMessage.colorInvalid('Primary colour'));
    await expectRefused((s) => (s.theme.background.light = 'var(--x)'), siteMessage.colorInvalid('Light background'));
    await expectRefused((s) => (s.theme.socialMedia.facebook = 'javascript:alert(1)'), 'The facebook link should be an https:// link');
    await expectRefused(
      (s) => (s.theme.slideShow = [{ image: '', link: 'javascript:alert(1)' }]),
      'Slide 1 link should be a path such as /live-casino or an https:// link',
    );
    await expectRefused((s) => (s.theme.logoText = 'x'.repeat(61)), siteMessage.textTooLong('Logo text', 60));
    await expectRefused((s) => (s.theme.logo = 'http://plain.example.com/logo.png'), SITE_MESSAGES.imageInvalid);
    await expectRefused((s) => (s.theme.logo = '/uploads/../secret.png'), SITE_MESSAGES.imageInvalid);
    for (const path of foreign) await expectRefused((s) => (s.theme.logo = `/uploads/${path}`), SITE_MESSAGES.imageInvalid);
    await expectRefused(
      (s) => (s.theme.logo = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`),
      SITE_MESSAGES.imageInvalid,
    );
    await expectRefused(
      (s) => (s.theme.logo = `data:image/png;base64,${Buffer.alloc(MAX_THEME_IMAGE_BYTES + 1, 1).toString('base64')}`),
      SITE_MESSAGES.imageTooLarge,
    );
    // The first image is stored before the second fails: the save leaves no file behind.
    await expectRefused((s) => {
      s.theme.logo = png();
      s.theme.headerLogo = 'ftp://x/y.png';
    }, SITE_MESSAGES.imageInvalid);
    expect(await uploadedFiles(t.uploadDir)).toEqual(filesBefore);

    const missingPart = await call(t, c.tokens.whiteLabel, 'PUT', url('whiteLabel', c.site.whiteLabel.id), {
      theme: { logoText: 'only this' },
      footerTheme: before.footerTheme,
      transactionCode: CODE,
    });
    expect(missingPart.statusCode).toBe(400);
    expect(missingPart.json().code).toBe('VALIDATION');
    const noCode = await save(c.tokens.whiteLabel, 'whiteLabel', c.site.whiteLabel.id, (s) => (s.theme.logoText = 'No code'), '');
    expect(noCode.json().message).toBe(MESSAGES.transactionCodeEmpty);
    const unknown = await call(t, c.tokens.administrator, 'PUT', url('administrator', '00000000-0000-4000-8000-000000000000'), {
      theme: before.theme,
      footerTheme: before.footerTheme,
      transactionCode: CODE,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await current()).toEqual(before);
  });
});

describe('who may', () => {
  it('a whiteLabel account edits its own label only; other labels answer 403 and stay as they were', async () => {
    const theirs = await current(other);
    const read = await call(t, c.tokens.whiteLabel, 'GET', url('whiteLabel', other.site.whiteLabel.id));
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(SITE_MESSAGES.notYourWhiteLabel);
    const write = await call(t, c.tokens.whiteLabel, 'PUT', url('whiteLabel', other.site.whiteLabel.id), {
      theme: { ...theirs.theme, logoText: 'Taken over' },
      footerTheme: theirs.footerTheme,
      transactionCode: CODE,
    });
    expect(write.statusCode).toBe(403);
    expect(await current(other)).toEqual(theirs);
    const [row] = await t.db.select().from(themes).where(eq(themes.whiteLabelId, other.site.whiteLabel.id));
    expect(row?.theme.logoText).not.toBe('Taken over');
  });

  it('every role below whiteLabel gets 403, even for its own label, and a player too', async () => {
    const s = await current();
    for (const role of ['admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      expect((await call(t, c.tokens[role], 'GET', url(role, c.site.whiteLabel.id))).statusCode, role).toBe(403);
      const put = await call(t, c.tokens[role], 'PUT', url(role, c.site.whiteLabel.id), {
        theme: s.theme,
        footerTheme: s.footerTheme,
        transactionCode: CODE,
      });
      expect(put.statusCode, role).toBe(403);
    }
    // A path role that is not the caller's is refused as well.
    expect((await call(t, c.tokens.whiteLabel, 'GET', url('administrator', c.site.whiteLabel.id))).statusCode).toBe(403);
  });
});
