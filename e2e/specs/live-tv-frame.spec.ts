import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, liveCricketEvent, newPlayer, playerLogin, shot, siteUrl } from './support';

/**
 * Live TV set by staff reaches a signed-in player's event page live, in a sandboxed frame the
 * page's Content-Security-Policy lets load, and leaves it when removed
 * (docs/decisions/live-tv-and-score-frames.md). The stream is a page of a small https server of
 * this test (a frame must be https; no internet here), on 127.0.0.1 with a certificate made for
 * the run, which this browser context is told to accept. whitelabel1 (the b2c brand) lists that
 * host as a stream host and sets the frame through the API, then through the console's dialog.
 */

let stream: Server;
let streamHost = '';
let certDir = '';

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'backlay-stream-'));
  const key = join(certDir, 'key.pem');
  const cert = join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  stream = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const channel = decodeURIComponent((req.url ?? '/').split('/').pop() ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Stream</title><body style="margin:0;height:100vh;display:grid;place-items:center;` +
        `background:radial-gradient(circle at 30% 30%,#1e3a8a,#020617);color:#e2e8f0;font:600 18px system-ui,sans-serif">` +
        `<p>Live stream · ${channel.replace(/[^\w-]/g, '')}</p></body>`,
    );
  });
  await new Promise<void>((resolve) => stream.listen(0, '127.0.0.1', resolve));
  streamHost = `127.0.0.1:${(stream.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => stream.close(() => resolve()));
  rmSync(certDir, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

interface StreamHosts {
  _id: string;
  streamHosts: string[];
}

/** whitelabel1's token, with its stream hosts set to `hosts`. */
async function whiteLabelWithHosts(info: TestInfo, hosts: string[]): Promise<string> {
  const token = await apiLogin(info, 'whitelabel1');
  const own = await api<{ docs: StreamHosts[] }>(info, 'GET', '/api/whiteLabel/setting/streamHosts', { token });
  expect(own.status).toBe(200);
  const set = await api(info, 'PUT', `/api/whiteLabel/setting/streamHosts/${own.body.docs[0]!._id}`, {
    token,
    body: { streamHosts: hosts, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return token;
}

function setLiveTv(info: TestInfo, token: string, eventId: string, liveTvUrl: string | null) {
  return api(info, 'PUT', '/api/whiteLabel/market/eventFrames', { token, body: { eventId, liveTvUrl } });
}

const liveTvFrame = (page: Page) => page.locator('iframe[title^="Live TV"]');

test('a live TV frame set by staff appears for a signed-in player, and goes when removed', async ({ page }, info) => {
  const token = await whiteLabelWithHosts(info, [streamHost]);
  const eventId = await liveCricketEvent(info);
  // Nothing left over from an earlier try of this flow.
  expect((await setLiveTv(info, token, eventId, null)).status).toBe(200);

  // The page loads after the host was listed: its policy frames it.
  // A player of its own: another flow resets user2's password.
  await playerLogin(page, info, await newPlayer(info, 'tv'), `/events/4/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  await expect(liveTvFrame(page)).toHaveCount(0);

  const url = `https://${streamHost}/live/${eventId}`;
  const set = await setLiveTv(info, token, eventId, url);
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  // Live, without a reload: the frame appears, sandboxed, and its page loads inside it.
  await expect(liveTvFrame(page)).toBeVisible();
  await expect(liveTvFrame(page)).toHaveAttribute('src', url);
  await expect(liveTvFrame(page)).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect(liveTvFrame(page)).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(page.frameLocator('iframe[title^="Live TV"]').getByText(`Live stream · ${eventId.replace(/[^\w-]/g, '')}`)).toBeVisible();
  const box = (await liveTvFrame(page).boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await shot(page, info, 'live-tv-frame');

  // Folded away and back.
  const toggle = page.getByRole('button', { name: /Live TV/ });
  await toggle.click();
  await expect(liveTvFrame(page)).toHaveCount(0);
  await toggle.click();
  await expect(liveTvFrame(page)).toBeVisible();

  expect((await setLiveTv(info, token, eventId, null)).status).toBe(200);
  await expect(liveTvFrame(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  await shot(page, info, 'live-tv-frame-removed');
});

test("the console's Live TV dialog sets a white label's own stream", async ({ page }, info) => {
  const token = await whiteLabelWithHosts(info, [streamHost]);
  const eventId = await liveCricketEvent(info);
  expect((await setLiveTv(info, token, eventId, null)).status).toBe(200);
  const event = await api<{ docs: { event: { name: string } } }>(
    info,
    'GET',
    `/api/common/game/market?eventId=${encodeURIComponent(eventId)}`,
  );
  const eventName = event.body.docs.event.name;

  await page.goto(siteUrl(info, 'localhost', '/admin/'));
  await page.getByLabel('User Name').fill('whitelabel1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(siteUrl(info, 'localhost', '/admin/markets/events'));
  await page.getByLabel('Search event or competition').fill(eventName);
  const row = page.getByRole('row').filter({ hasText: eventName }).first();
  await row.getByRole('button', { name: 'Live TV' }).click();

  const dialog = page.getByRole('dialog', { name: 'Live TV & score' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(streamHost)).toBeVisible();
  await dialog.getByLabel('Live TV address').fill('https://elsewhere.example.com/live');
  await expect(dialog.getByRole('alert')).toHaveText(
    'elsewhere.example.com is not one of your stream hosts: add it under Stream hosts first',
  );
  const url = `https://${streamHost}/console/${eventId}`;
  await dialog.getByLabel('Live TV address').fill(url);
  await shot(page, info, 'console-live-tv-dialog');
  await dialog.getByRole('button', { name: 'Save frames' }).click();
  await expect(page.getByText('Live TV and score frame saved')).toBeVisible();

  const player = await apiLogin(info, await newPlayer(info, 'tv'));
  const tv = await api<{ docs: { url: string | null; available: boolean } }>(
    info,
    'GET',
    `/api/protected/game/liveTv?eventId=${encodeURIComponent(eventId)}`,
    {
      token: player,
    },
  );
  expect(tv.body.docs).toMatchObject({ url, available: true });
  expect((await setLiveTv(info, token, eventId, null)).status).toBe(200);
});
