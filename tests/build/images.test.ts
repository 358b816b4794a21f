import {test} from 'node:test';
import {expect} from '@playwright/test';
import path from 'node:path';
import fs from 'node:fs';
import {siteDir} from '../../src/config/articles';
import {budgets, KB} from '../budgets';

const buildDir = path.join(siteDir, 'build');

test('no image in the build is over 100 KB', () => {
  const images = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(file))
    .map((file) => ({file, size: fs.statSync(path.join(buildDir, file)).size}))
    .filter(({size}) => size > budgets.imageBytes)
    .map(({file, size}) => `${file}: ${(size / KB).toFixed(1)} KB`);
  expect(images, 'images over the 100 KB budget').toEqual([]);
});
