import {test} from 'node:test';
import {expect} from '@playwright/test';
import {lightCodeTheme, darkCodeTheme} from '../../src/config/codeThemes';
import {contrastRatio, parseColour} from '../contrast';

// Every colour a code token can take, in both themes, against the block's background: WCAG 1.4.3's
// 4.5:1. This covers tokens of every grammar, including ones no article shows today; axe checks
// the rendered blocks of whole pages in tests/e2e/accessibility.spec.ts.
test('every token colour of both code themes has at least 4.5:1 contrast on the code background', () => {
  for (const [name, theme] of Object.entries({light: lightCodeTheme, dark: darkCodeTheme})) {
    const background = parseColour(theme.plain.backgroundColor!);
    const colours = [
      {types: ['plain'], color: theme.plain.color!},
      ...theme.styles.filter((s) => s.style.color).map((s) => ({types: s.types, color: s.style.color!})),
    ];
    expect(colours.length, name).toBeGreaterThan(5);
    for (const {types, color} of colours)
      expect(
        contrastRatio(parseColour(color), background),
        `${name}: ${types.join(', ')} ${color}`,
      ).toBeGreaterThanOrEqual(4.5);
  }
});

test('the contrast helper gives WCAG ratios: black on white 21:1, pure red on white 4.0:1', () => {
  expect(contrastRatio(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
  expect(contrastRatio(parseColour('rgb(255, 0, 0)'), parseColour('#fff'))).toBeCloseTo(4.0, 1);
  expect(() => parseColour('red')).toThrow(/not a colour/);
});
