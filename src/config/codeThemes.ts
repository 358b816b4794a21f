import {themes} from 'prism-react-renderer';

// Code themes with at least 4.5:1 contrast for every token (WCAG AA): gruvbox material dark as it
// is, and VS light with its one failing colour, attribute names in pure red (4.0:1), darkened.
// tests/unit/code-themes.test.ts holds every colour of both to it.
export const lightCodeTheme = {
  ...themes.vsLight,
  styles: themes.vsLight.styles.map((entry) =>
    entry.types.includes('attr-name') ? {...entry, style: {...entry.style, color: '#b30000'}} : entry,
  ),
};

export const darkCodeTheme = themes.gruvboxMaterialDark;
