import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// The head tags of every page and the card's size are checked on the build (tests/build); here,
// that the server sends the card as the image crawlers fetch.
const CARD = path.join(__dirname, '../..', 'static/img/social-card.png');

test('the social card is served as a PNG image, byte for byte', async ({request}) => {
  const png = fs.readFileSync(CARD);
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).equals(png)).toBe(true);
});
