import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_THEME, PALETTE, TAG_TEXT_COLORS, type TagColorName } from './app-theme';
import { contrastRatio } from './contrast-ratio';

/** WCAG 2.2 AA, success criterion 1.4.3: normal-size text. */
const AA_NORMAL_TEXT = 4.5;

/** The tokens antd computes from the app's theme: what the components really draw with. */
const token = theme.getDesignToken(APP_THEME);
const tokens = token as unknown as Record<string, string>;

function pairsBelowAA(pairs: [name: string, text: string, background: string][]) {
  return pairs
    .map(([name, text, background]) => ({ name, ratio: contrastRatio(text, background) }))
    .filter(({ ratio }) => ratio < AA_NORMAL_TEXT)
    .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}:1`);
}

describe('contrastRatio', () => {
  it('gives 21 for black on white, 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0958d9', '#0958d9')).toBe(1);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it("finds antd's default palette below AA where issue 30 measured it", () => {
    expect(contrastRatio('#ffffff', '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#52c41a', '#f6ffed')).toBeCloseTo(2.21, 2);
  });
});

describe('the app theme', () => {
  it('reaches AA for the texts on white and on the page background', () => {
    const texts = {
      text: PALETTE.text,
      secondary: PALETTE.textSecondary,
      tertiary: PALETTE.textTertiary,
      placeholder: PALETTE.placeholder,
      link: PALETTE.primary,
    };
    const backgrounds = { white: token.colorBgContainer, layout: token.colorBgLayout };
    const pairs = Object.entries(texts).flatMap(([textName, text]) =>
      Object.entries(backgrounds).map(
        ([backgroundName, background]) =>
          [`${textName} on ${backgroundName}`, text, background] as [string, string, string],
      ),
    );
    expect(pairsBelowAA(pairs)).toEqual([]);
  });

  it('gives antd the palette: the computed tokens are the checked colours', () => {
    expect(token.colorPrimary).toBe(PALETTE.primary);
    expect(token.colorTextSecondary).toBe(PALETTE.textSecondary);
    expect(token.colorTextDescription).toBe(PALETTE.textTertiary);
    expect(token.colorTextPlaceholder).toBe(PALETTE.placeholder);
    expect(token.colorBgLayout).toBe(PALETTE.layoutBackground);
  });

  it('reaches AA for white on the primary colour, at rest, hovered and pressed', () => {
    expect(
      pairsBelowAA([
        ['primary', token.colorTextLightSolid, token.colorPrimary],
        ['primary hover', token.colorTextLightSolid, PALETTE.primaryHover],
        ['primary active', token.colorTextLightSolid, PALETTE.primaryActive],
      ]),
    ).toEqual([]);
  });

  it('reaches AA for the text of every status tag on its background', () => {
    const statuses = ['Success', 'Info', 'Error', 'Warning'] as const;
    expect(
      pairsBelowAA(
        statuses.map((status) => [status, tokens[`color${status}`]!, tokens[`color${status}Bg`]!]),
      ),
    ).toEqual([]);
  });

  it('reaches AA for the text of every preset colour tag on its background', () => {
    // antd draws `<Tag color="green">` in the colour's shade 7 on its shade 1.
    const names = Object.keys(TAG_TEXT_COLORS) as TagColorName[];
    expect(names).toHaveLength(13);
    expect(
      pairsBelowAA(names.map((name) => [name, tokens[`${name}7`]!, tokens[`${name}1`]!])),
    ).toEqual([]);
  });

  it('writes the checked shade 7 into the CSS variable the preset tags are drawn with', () => {
    // The tags read `var(--ant-green-7)`; antd's legacy key `green-7` writes that variable
    // too, after `green7`, so the rendered style is what must carry the checked colour.
    render(
      <ConfigProvider theme={APP_THEME}>
        <Tag color="green">Completed</Tag>
      </ConfigProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    const written = (Object.keys(TAG_TEXT_COLORS) as TagColorName[]).map((name) => [
      name,
      new RegExp(`--ant-${name}-7:\\s*([^;}]+)`).exec(css)?.[1]?.trim().toLowerCase(),
    ]);
    expect(Object.fromEntries(written)).toEqual(TAG_TEXT_COLORS);
  });
});
